import { Link, useLocation } from "@remix-run/react";
import { ServiceSearch } from "~/components/search/ServiceSearch";
import { useTranslation } from "~/i18n/react";
import { useLang } from "~/utils/root-data";
import { pagePath, type PageKey } from "~/utils/pages";
import "./error-pages.css";

/** Where a visitor who followed a dead link most likely wanted to go. */
const notFoundDestinations = [
  { page: "services", label: "nav.allServices" },
  { page: "kit-digital", label: "notFound.kitDigital" },
  { page: "cases", label: "nav.cases" },
  { page: "blog", label: "nav.blog" },
  { page: "about", label: "nav.about" },
  { page: "contact", label: "nav.contact" },
] as const satisfies readonly { page: PageKey; label: string }[];

/** The 404 page in the path's language: what happened, the service search and the main pages. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  return (
    <section className="section error-page" aria-labelledby="not-found-title">
      <div className="container narrow">
        <p className="error-code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">{t("notFound.heading")}</h1>
        <p className="lead">{t("notFound.lead", { path: pathname })}</p>
        <div className="error-search">
          <p>{t("notFound.searchHint")}</p>
          <ServiceSearch id="not-found-search" action={pagePath("services", lang)} />
        </div>
        <nav className="error-links" aria-labelledby="not-found-links">
          <h2 id="not-found-links" className="error-links-title">
            {t("notFound.linksHeading")}
          </h2>
          <ul>
            {notFoundDestinations.map(({ page, label }) => (
              <li key={page}>
                <Link to={pagePath(page, lang)}>{t(label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link to={pagePath("home", lang)} className="button button-primary">
          {t("notFound.home")}
        </Link>
      </div>
    </section>
  );
}

export function ServerErrorPage() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className="section error-page">
      <div className="container narrow">
        <h1>{t("error.heading")}</h1>
        <p className="lead">{t("error.lead")}</p>
        <a href={pagePath("home", lang)} className="button button-primary">
          {t("error.home")}
        </a>
      </div>
    </section>
  );
}

/** The root error boundary's page. */
export function ErrorPage({ notFound }: { notFound: boolean }) {
  return notFound ? <NotFoundPage /> : <ServerErrorPage />;
}
