import { Form, useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { useTranslation } from "~/i18n/react";
import { useHydrated } from "~/utils/use-hydrated";
import type { SearchEntry } from "~/utils/search-entry";
import type { ServiceComboboxProps } from "./ServiceCombobox";
import "./search.css";

type Combobox = ComponentType<ServiceComboboxProps>;

// One download per page load, shared by the header and mobile-menu instances.
let comboboxModule: Promise<Combobox> | undefined;
function loadCombobox(): Promise<Combobox> {
  comboboxModule ??= import("./ServiceCombobox").then((module) => module.ServiceCombobox);
  return comboboxModule;
}

/**
 * The header's service search (spec §2 Service search).
 *
 * Without JavaScript, and until the visitor reaches for it, it is a plain GET form whose results
 * the services page renders (`/servicios?q=`). When the visitor opens the search, points at it or
 * focuses the box, the Ariakit combobox is downloaded (its own chunk), the services of the page's
 * language are read from the services page's loader (so no copy sits in the bundle), and the
 * combobox takes the input's place, keeping what was typed and the focus.
 */
export function ServiceSearch({ id, action }: { id: string; action: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [Enhanced, setEnhanced] = useState<{ component: Combobox } | null>(null);
  // Shared by the header and mobile-menu instances: the entries are loaded once.
  const services = useFetcher<{ searchEntries: SearchEntry[] }>({ key: "service-search-entries" });
  // The services page in this language: its GET form and its loader's entries.
  const servicesPath = action;
  const entriesWanted = services.state === "idle" && services.data === undefined;
  const loadEntries = services.load;

  const enhance = useCallback(() => {
    if (entriesWanted) loadEntries(servicesPath);
    loadCombobox().then(
      (component) => setEnhanced((current) => current ?? { component }),
      // A failed download leaves the plain form working; the next interaction retries.
      () => {
        comboboxModule = undefined;
      },
    );
  }, [entriesWanted, loadEntries, servicesPath]);

  // Opening the header's search toggle (or the mobile menu) is the earliest sign of intent.
  useEffect(() => {
    const details = formRef.current?.closest("details");
    if (!details) return;
    const onToggle = () => {
      if (details.open) enhance();
    };
    details.addEventListener("toggle", onToggle);
    return () => details.removeEventListener("toggle", onToggle);
  }, [enhance]);

  const entries = services.data?.searchEntries;
  const enhanced = hydrated && Enhanced && entries ? { Combobox: Enhanced.component, entries } : null;
  const plainInput = inputRef.current;

  return (
    <Form
      ref={formRef}
      method="get"
      action={servicesPath}
      role="search"
      className="service-search"
      onPointerEnter={hydrated ? enhance : undefined}
    >
      <label htmlFor={id} className="visually-hidden">
        {t("search.label")}
      </label>
      {enhanced ? (
        <enhanced.Combobox
          id={id}
          entries={enhanced.entries}
          placeholder={t("search.placeholder")}
          plainInput={plainInput}
          takeFocus={typeof document !== "undefined" && plainInput !== null && document.activeElement === plainInput}
        />
      ) : (
        <input
          ref={inputRef}
          id={id}
          name="q"
          type="search"
          className="search-input"
          placeholder={t("search.placeholder")}
          maxLength={100}
          autoComplete="off"
          onFocus={hydrated ? enhance : undefined}
        />
      )}
      <button type="submit" className="button button-primary button-small">
        {t("search.submit")}
      </button>
    </Form>
  );
}
