import type { IconName } from "~/components/ui/icon-names";

/** The groups of the header search's results, in the order they are shown: the services first. */
export const searchGroups = ["services", "cases", "faq"] as const;
export type SearchGroup = (typeof searchGroups)[number];

/** Something the header search finds: a page (or a FAQ answer) with what it is about. */
export type SearchEntry = {
  id: string;
  group: SearchGroup;
  /** Where the result leads, in the page's language. */
  path: string;
  icon: IconName;
  title: string;
  description: string;
  /** Words visitors type for it that its title and summary may not contain ("facturas", "chatbot"). */
  keywords: string;
};
