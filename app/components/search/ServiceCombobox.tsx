import {
  Combobox,
  ComboboxGroup,
  ComboboxGroupLabel,
  ComboboxItem,
  ComboboxPopover,
  ComboboxProvider,
} from "@ariakit/react";
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { createSearchIndex, searchGroups, searchSite, type SearchEntry } from "~/utils/site-search";
import { SearchResultBody } from "./SearchResult";

export type ServiceComboboxProps = {
  id: string;
  /** What the search finds in the page's language (the services page's loader data). */
  entries: SearchEntry[];
  placeholder: string;
  /** The plain input this component takes the place of: what was typed in it is kept. */
  plainInput: HTMLInputElement | null;
  /** The plain input had the focus: take it over. */
  takeFocus: boolean;
};

/**
 * The enhanced header search: an Ariakit combobox over the services, cases and FAQ answers of the
 * page's language, grouped (services first).
 * Loaded on demand by `ServiceSearch`. Arrow keys move the highlight round the list; Enter (or a click) on an
 * entry clears the box and opens the page with a full load; Escape or a click outside closes.
 * Enter with nothing highlighted submits the surrounding GET form (the /servicios?q= results).
 */
export function ServiceCombobox({ id, entries, placeholder, plainInput, takeFocus }: ServiceComboboxProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(plainInput?.value ?? "");
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const index = useMemo(() => createSearchIndex(entries), [entries]);
  const results = useMemo(() => searchSite(index, entries, value), [index, entries, value]);
  const groups = searchGroups
    .map((group) => ({ group, items: results.filter((entry) => entry.group === group) }))
    .filter(({ items }) => items.length > 0);
  const query = value.trim();

  // Taking over from the plain input, in the same task as the swap (no keystroke can fall between):
  // what was typed up to the swap, then the focus and the caret.
  useLayoutEffect(() => {
    const typed = plainInput?.value ?? "";
    setValue(typed);
    const input = inputRef.current;
    if (!takeFocus || !input) return;
    input.focus();
    input.setSelectionRange(typed.length, typed.length);
    // Open only once the input holds the focus, so the popup never takes it.
    if (typed.trim()) setOpen(true);
    // Only once, when taking over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function go(path: string) {
    setValue("");
    setOpen(false);
    // The spec's search opens its result with a full page load (§2 "Service search").
    window.location.assign(path);
  }

  return (
    <ComboboxProvider
      inputValue={value}
      setInputValue={setValue}
      open={open && results.length > 0}
      setOpen={setOpen}
      resetValueOnHide={false}
      // The highlight goes round the list (past the last option, the first) and never leaves it for
      // the box: every arrow key moves a visible highlight (issue 37).
      focusLoop
      includesBaseElement={false}
    >
      <Combobox
        ref={inputRef}
        id={id}
        name="q"
        type="search"
        className="search-input"
        placeholder={placeholder}
        maxLength={100}
        autoComplete="list"
        autoSelect={false}
        showMinLength={1}
        onKeyDown={(event) => {
          // Ariakit swallows Enter while the list is open; with nothing highlighted, Enter searches
          // like the form does without JavaScript (the /servicios?q= results).
          if (event.key !== "Enter" || event.currentTarget.getAttribute("aria-activedescendant")) return;
          event.preventDefault();
          setOpen(false);
          event.currentTarget.form?.requestSubmit();
        }}
      />
      <span role="status" className="visually-hidden">
        {query ? t("search.count", { count: results.length }) : ""}
      </span>
      <ComboboxPopover gutter={8} autoFocusOnShow={false} className="search-popover" aria-label={t("search.listLabel")}>
        <div className="search-popover-count" aria-hidden="true">
          {t("search.count", { count: results.length })}
        </div>
        {groups.map(({ group, items }) => (
          <ComboboxGroup key={group} className="search-popover-group">
            <ComboboxGroupLabel className="search-popover-group-label">
              {t(`search.groups.${group}`)}
            </ComboboxGroupLabel>
            {items.map((entry) => (
              <ComboboxItem
                key={entry.id}
                value={entry.title}
                className="search-result"
                setValueOnClick={false}
                onClick={() => go(entry.path)}
              >
                <SearchResultBody entry={entry} />
              </ComboboxItem>
            ))}
          </ComboboxGroup>
        ))}
      </ComboboxPopover>
    </ComboboxProvider>
  );
}
