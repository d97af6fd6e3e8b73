import { useTranslation } from "~/i18n/react";
import { Table } from "~/components/ui/Table";
import type { AidBand } from "~/content/kit-digital-categories";
import type { Lang } from "~/i18n/language";
import { formatMoney } from "~/utils/format";
import "./kit-digital.css";

/** The maximum aid by company size, as a real data table (one row per headcount band), and its fine print. */
export function AidTable({ lang, caption, bands }: { lang: Lang; caption: string; bands: AidBand[] }) {
  const { t } = useTranslation("kit");
  return (
    <>
      <Table
        className="kit-aid-table"
        scrolls={false}
        caption={caption}
        columns={[{ header: t("aid.sizeHeader") }, { header: t("aid.amountHeader"), className: "kit-aid-amount" }]}
        rows={bands.map((band) => ({
          key: `${band.from}-${band.to}`,
          cells: [
            <>
              {t("aid.band", { from: band.from, to: band.to })}{" "}
              <span className="kit-segment">{t("aid.segment", { segment: t(`segment.${band.segment}`) })}</span>
            </>,
            formatMoney(band.amount, lang),
          ],
        }))}
      />
      <p className="muted kit-note">{t("aid.note")}</p>
    </>
  );
}
