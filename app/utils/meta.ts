import type { MetaDescriptor, MetaFunction } from "@remix-run/node";

/** What a page's `meta` says of it: its title (in the tab and results) and description. */
export type PageMeta = { title: string; description: string };

/**
 * Every route's `meta`: the page's head as its loader built it (`seo`, services/seo/meta.server.ts:
 * title, description, canonical, hreflang, Open Graph, structured data). The head is written on the
 * server, from what the page shows, so none of that code or copy reaches the browser.
 */
export const meta: MetaFunction = ({ data }) => (data as { seo?: MetaDescriptor[] } | undefined)?.seo ?? [];
