// The newsletter e-mails' confirm and unsubscribe pages: drawn on the server only (decision 105).
// What they load and show is in newsletter-link.page.server.tsx, which the browser build empties;
// their one button posts the page's plain form (a document load), with or without JavaScript.
import { serverRendered } from "~/utils/server-rendered";
import * as page from "./newsletter-link.page.server";

export { clientLoader } from "~/utils/document-navigation";
export const { loader, action, headers, meta } = page;
export default serverRendered(page.default);
