// The careers page: drawn on the server only (decision 105). What the page loads and
// shows is in careers.page.server.tsx, which the browser build empties; the browser keeps the
// server's markup, and every change of page is a document load.
import { serverRendered } from "~/utils/server-rendered";
import * as page from "./careers.page.server";

export { clientLoader } from "~/utils/document-navigation";
export const { loader, action, headers, meta } = page;
export default serverRendered(page.default);
