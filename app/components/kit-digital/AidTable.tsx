import { Table } from "~/components/ui/Table";
import type { AidBand } from "~/content/kit-digital-categories";
import type { Lang } from "~/i18n/language";
import { formatMoney } from "~/utils/format";
import "./kit-digital.css";

type Props = {
  lang: Lang;
  caption: string;
  sizeHeader: string;
  amountHeader: string;
  bands: AidBand[];
};

/** "De 0 a 3 empleados" / "0 to 3 employees". */
function bandLabel(band: { from: number; to: number }, lang: Lang): string {
  return lang === "es" ? `De ${band.from} a ${band.to} empleados` : `${band.from} to ${band.to} employees`;
}

/** The maximum aid by company size, as a real data table (one row per headcount band). */
export function AidTable({ lang, caption, sizeHeader, amountHeader, bands }: Props) {
  return (
    <Table
      className="kit-aid-table"
      scrolls={false}
      caption={caption}
      columns={[{ header: sizeHeader }, { header: amountHeader, className: "kit-aid-amount" }]}
      rows={bands.map((band) => ({
        key: `${band.from}-${band.to}`,
        cells: [bandLabel(band, lang), formatMoney(band.amount, lang)],
      }))}
    />
  );
}
