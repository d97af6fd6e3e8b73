import { Icon } from "~/components/ui/Icon";
import { Link, useLocation, useMatches } from "@remix-run/react";
import { useEffect, useState, type MouseEvent } from "react";
import { useTranslation } from "~/i18n/react";
import type { Lang } from "~/i18n/language";
import { pagePath } from "~/utils/pages";
import { useLang, useRootData } from "~/utils/root-data";
import { useHydrated } from "~/utils/use-hydrated";
import { rememberPreference } from "./preference-cookie";
import { applyTheme, type Theme } from "./theme";

/**
 * A plain link straight to the same page in the other language (decision 186): the page's own
 * hreflang link, which its loader wrote (the route table's address, or an article's translation);
 * the other language's home page when there is none (an untranslated article, a missing page). The
 * choice is remembered in the lng cookie: written here on the click, and by the server when a page
 * is reached from the other language's page without JavaScript (preferences.server.ts). A full load
 * re-renders every string.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const lang = useLang();
  const target: Lang = lang === "es" ? "en" : "es";
  const head = (useMatches().at(-1)?.data as { seo?: Array<{ hrefLang?: string; href?: string }> } | undefined)?.seo;
  const alternate = head?.find((tag) => tag.hrefLang === target)?.href;
  const href = alternate ? new URL(alternate).pathname : pagePath("home", target);
  const remember = () => rememberPreference("lng", target);
  return (
    <Link
      to={href}
      reloadDocument
      onClick={remember}
      className="header-tool language-switch"
      hrefLang={target}
      lang={target}
      aria-label={t("language.switchTo")}
    >
      {t("language.short")}
    </Link>
  );
}

/**
 * Light/dark switch. Without JavaScript it is a link (?theme=) the server stores; with JavaScript a
 * button that switches at once and writes the same cookie.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  // The theme the visitor chose (the server's reading of the cookie), then what this switch set.
  const [theme, setTheme] = useState<Theme | null>(useRootData()?.theme ?? null);
  const hydrated = useHydrated();
  const location = useLocation();
  // The system's theme, known in the browser only (the server draws the light one's switch).
  const [systemDark, setSystemDark] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    setSystemDark(query.matches);
    const onChange = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  const current = theme ?? (systemDark ? "dark" : "light");
  const next = current === "dark" ? "light" : "dark";
  const label = next === "dark" ? t("theme.toDark") : t("theme.toLight");
  const icon = next === "dark" ? <Icon name="moon" size={20} /> : <Icon name="sun" size={20} />;
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    // Read the system's theme now: a tap while the page hydrates comes before the effect above.
    const shown = theme ?? (window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light");
    const chosen = shown === "dark" ? "light" : "dark";
    applyTheme(chosen);
    setTheme(chosen);
  };
  if (!hydrated) {
    return (
      // nofollow: a crawler has no theme to choose; ?theme= only answers a redirect to the page (decision 186).
      <a
        href={`${location.pathname}?theme=${next}`}
        rel="nofollow"
        className="header-tool"
        aria-label={label}
        onClick={onClick}
      >
        {icon}
      </a>
    );
  }
  return (
    <button type="button" className="header-tool" aria-label={label} onClick={onClick}>
      {icon}
    </button>
  );
}
