import type { AidBand } from "~/content/kit-digital-categories";
import type { Lang } from "~/i18n/language";
import { formatBand, formatEuros } from "./format";

type Props = {
  lang: Lang;
  caption: string;
  sizeHeader: string;
  amountHeader: string;
  bands: AidBand[];
};

/** The maximum aid by company size, as a real data table (one row per headcount band). */
export function AidTable({ lang, caption, sizeHeader, amountHeader, bands }: Props) {
  return (
    <div className="table-wrap kit-aid-table">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{sizeHeader}</th>
            <th scope="col" className="kit-aid-amount">
              {amountHeader}
            </th>
          </tr>
        </thead>
        <tbody>
          {bands.map((band) => (
            <tr key={`${band.from}-${band.to}`}>
              <th scope="row">{formatBand(band, lang)}</th>
              <td className="kit-aid-amount">{formatEuros(band.amount, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
