import { Icon } from "~/components/ui/Icon";
import { Link, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { CardGrid } from "~/components/ui/Card";
import { ChipNav } from "~/components/ui/ChipNav";
import { Section } from "~/components/ui/Section";
import type { CasesContent } from "~/content/cases";
import { pagePath } from "~/utils/pages";
import { useLang } from "~/utils/root-data";
import { useHydrated } from "~/utils/use-hydrated";
import { CaseCard } from "./CaseCard";
import { casesInSector, selectedSector, type SectorSelection } from "./case-filter";
import "./case-list.css";

export const CASE_LIST_ID = "lista-casos";

type Sector = CasesContent["sectors"][number]["id"];

/**
 * Sector chips, the count and the cards. The chips are plain links (`?sector=…`), so the filter
 * works without JavaScript; with it, Remix navigates in place (no reload, no scroll jump) and the
 * route skips its loader, since every case is already on the page.
 */
export function CaseList({ sectors, cases }: Pick<CasesContent, "sectors" | "cases">) {
  const { t } = useTranslation("cases");
  const lang = useLang();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const selection = selectedSector(
    searchParams,
    sectors.map((sector) => sector.id),
  );
  const visible = selection === "unknown" ? [] : casesInSector(cases, selection);
  const base = pagePath("cases", lang);
  // Without JavaScript the chip reloads the page: land on the list, not at the top.
  const hash = hydrated ? "" : `#${CASE_LIST_ID}`;
  const chip = (key: SectorSelection<Sector>, label: string, href: string) => {
    const count = casesInSector(cases, key).length;
    return { key, label, href, current: key === selection, count, countText: t("list.chipCount", { count }) };
  };
  const chips = [
    chip("todos", t("list.all"), base + hash),
    ...sectors.map((sector) => chip(sector.id, sector.name, `${base}?sector=${sector.id}${hash}`)),
  ];

  return (
    <Section id={CASE_LIST_ID} title={t("list.title")}>
      <ChipNav label={t("list.filterLabel")} chips={chips} />
      <p className="case-count" role="status">
        {t("list.found", { count: visible.length })}
      </p>
      {visible.length > 0 ? (
        <CardGrid>
          {visible.map((item) => (
            <CaseCard key={item.id} item={item} />
          ))}
        </CardGrid>
      ) : (
        <div className="empty-state">
          <Icon name="search-x" size={40} className="empty-state-icon" />
          <h3>{t("empty.title")}</h3>
          <p className="muted">{t("empty.text")}</p>
          <Link to={base} className="button button-primary" preventScrollReset>
            {t("empty.showAll")}
          </Link>
        </div>
      )}
    </Section>
  );
}
