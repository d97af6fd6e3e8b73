import { Link, useSearchParams } from "@remix-run/react";
import { SearchX } from "lucide-react";
import { CardGrid } from "~/components/ui/Card";
import { ChipNav } from "~/components/ui/ChipNav";
import { Section } from "~/components/ui/Section";
import type { CasesContent } from "~/content/cases";
import { caseSectors } from "~/content/cases";
import { pagePath } from "~/utils/pages";
import { useLang } from "~/utils/root-data";
import { useHydrated } from "~/utils/use-hydrated";
import { CaseCard } from "./CaseCard";
import { casesInSector, selectedSector } from "./case-filter";
import "./case-list.css";

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
  const chip = (key: "todos" | (typeof caseSectors)[number], label: string, href: string) => {
    const count = casesInSector(content.cases, key).length;
    const countText = `${count} ${count === 1 ? list.countWord.one : list.countWord.other}`;
    return { key, label, href, current: key === selection, count, countText };
  };
  const chips = [
    chip("todos", list.all, base + hash),
    ...caseSectors.map((sector) => chip(sector, list.sectors[sector], `${base}?sector=${sector}${hash}`)),
  ];
  const found = (visible.length === 1 ? list.found.one : list.found.other).replace("{count}", String(visible.length));

  return (
    <Section id={CASE_LIST_ID} title={list.title}>
      <ChipNav label={list.filterLabel} chips={chips} />
      <p className="case-count" role="status">
        {found}
      </p>
      {visible.length > 0 ? (
        <CardGrid>
          {visible.map((item) => (
            <CaseCard key={item.id} item={item} labels={list} sectorLabel={list.sectors[item.category]} />
          ))}
        </CardGrid>
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
    </Section>
  );
}
