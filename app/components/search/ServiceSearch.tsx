import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLang } from "~/utils/root-data";
import { pagePath } from "~/utils/pages";

/**
 * The header's service search. Without JavaScript a GET form whose results the services page
 * renders (/servicios?q=). The proof-pages issue enhances it into a combobox.
 */
export function ServiceSearch({ id }: { id: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Form method="get" action={pagePath("services", lang)} role="search" className="service-search">
      <label htmlFor={id} className="visually-hidden">
        {t("search.label")}
      </label>
      <input id={id} name="q" type="search" placeholder={t("search.placeholder")} maxLength={100} autoComplete="off" />
      <button type="submit" className="button button-primary button-small">
        {t("search.submit")}
      </button>
    </Form>
  );
}
