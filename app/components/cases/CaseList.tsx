import { Link, useSearchParams } from "@remix-run/react";
import { SearchX } from "lucide-react";
import type { CasesContent } from "~/content/cases";
import { caseSectors } from "~/content/cases";
import { pagePath } from "~/utils/pages";
import { useLang } from "~/utils/root-data";
import { useHydrated } from "~/utils/use-hydrated";
import { CaseCard } from "./CaseCard";
import { casesInSector, selectedSector } from "./case-filter";

export const CASE_LIST_ID = "lista-casos";

/**
 * Sector chips, the count and the cards. The chips are plain links (`?sector=…`), so the filter
 * works without JavaScript; with it, Remix navigates in place (no reload, no scroll jump) and the
 * route skips its loader, since every case is already on the page.
 */
export function CaseList({ content }: { content: CasesContent }) {
  const lang = useLang();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const selection = selectedSector(searchParams);
  const visible = selection === "unknown" ? [] : casesInSector(content.cases, selection);
  const { list } = content;
  const base = pagePath("cases", lang);
  // Without JavaScript the chip reloads the page: land on the list, not at the top.
  const hash = hydrated ? "" : `#${CASE_LIST_ID}`;
  const chips = [
    { id: "todos" as const, label: list.all, to: base + hash, count: content.cases.length },
    ...caseSectors.map((sector) => ({
      id: sector,
      label: list.sectors[sector],
      to: `${base}?sector=${sector}${hash}`,
      count: casesInSector(content.cases, sector).length,
    })),
  ];
  const found = (visible.length === 1 ? list.found.one : list.found.other).replace("{count}", String(visible.length));

  return (
    <section id={CASE_LIST_ID} className="section case-list-section" aria-labelledby={`${CASE_LIST_ID}-heading`}>
      <div className="container">
        <div className="section-header">
          <h2 id={`${CASE_LIST_ID}-heading`}>{list.title}</h2>
        </div>
        <nav aria-label={list.filterLabel} className="case-filter">
          <ul className="chip-list">
            {chips.map((chip) => {
              const current = chip.id === selection;
              return (
                <li key={chip.id}>
                  <Link to={chip.to} className="chip" aria-current={current ? "true" : undefined} preventScrollReset>
                    {chip.label}
                    <span className="chip-count" aria-hidden="true">
                      {chip.count}
                    </span>
                    <span className="visually-hidden">
                      {" "}
                      ({chip.count} {chip.count === 1 ? list.countWord.one : list.countWord.other})
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <p className="case-count" role="status">
          {found}
        </p>
        {visible.length > 0 ? (
          <ul className="grid case-grid">
            {visible.map((item) => (
              <li key={item.id}>
                <CaseCard item={item} labels={list} sectorLabel={list.sectors[item.category]} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="empty-state">
            <SearchX aria-hidden="true" size={40} className="empty-state-icon" />
            <h3>{content.empty.title}</h3>
            <p className="muted">{content.empty.text}</p>
            <Link to={base} className="button button-primary" preventScrollReset>
              {content.empty.showAll}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
