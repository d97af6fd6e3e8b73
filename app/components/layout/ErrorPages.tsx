import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { useLang } from "~/utils/root-data";
import { pagePath } from "~/utils/pages";
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
