import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { useLang } from "~/utils/root-data";
// The home page without the route table (it stays out of the browser, decision 108).
import { localizePath } from "~/i18n/language";
import "./error-pages.css";

export function NotFoundPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  return (
    <section className="section error-page">
      <div className="container narrow">
        <p className="error-code" aria-hidden="true">
          404
        </p>
        <h1>{t("notFound.heading")}</h1>
        <p className="lead">{t("notFound.lead", { path: pathname })}</p>
        <Link to={localizePath("/", lang)} className="button button-primary">
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
        <a href={localizePath("/", lang)} className="button button-primary">
          {t("error.home")}
        </a>
      </div>
    </section>
  );
}

/**
 * The root error boundary's page: drawn by the server (frame.server.ts) and, in the browser, loaded
 * only when a page has failed (root.tsx), so no first visit downloads it (decision 108).
 */
export function ErrorPage({ notFound }: { notFound: boolean }) {
  return notFound ? <NotFoundPage /> : <ServerErrorPage />;
}
