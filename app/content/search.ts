import type { Lang } from "~/i18n/language";
import { pagePath } from "~/utils/pages";
import type { SearchEntry } from "~/utils/search-entry";
import { caseCopy, successCaseKeys } from "./facts/cases";
import { serviceSearchEntries } from "./facts/services";
import { faqContent } from "./faq";

/**
 * Everything the header search finds in a language (spec §2 Service search, issue 11 item 6): the
 * ten services first, then the success cases and the FAQ answers. Sent by the services page's
 * loader to the combobox, and searched there for `?q=` without JavaScript.
 */
export function searchEntries(lang: Lang): SearchEntry[] {
  const cases = successCaseKeys.map((key): SearchEntry => {
    const copy = caseCopy(key, lang);
    return {
      id: key,
      group: "cases",
      path: pagePath(key, lang),
      icon: "trending-up",
      title: copy.title,
      description: copy.description,
      keywords: [copy.industry, copy.client, ...copy.tags].join(" "),
    };
  });
  const faq = faqContent[lang].items.map((item): SearchEntry => ({
    id: `faq-${item.id}`,
    group: "faq",
    path: `${pagePath("faq", lang)}#faq-${item.id}`,
    icon: "message-square",
    title: item.question,
    description: item.answer.join(" "),
    keywords: "",
  }));
  return [...serviceSearchEntries(lang), ...cases, ...faq];
}
