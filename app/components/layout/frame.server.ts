// The parts of the site frame drawn on the server only (server-rendered regions, decision 105): the
// root passes them to SiteFrame, and the browser build empties this module, so neither their code
// nor the navigation's copy is in the client bundle.
export { ConsentBanner } from "~/components/consent/CookieConsent";
export { FlashToast } from "~/components/feedback/FlashToast";
export { ErrorPage } from "./ErrorPages";
export { DeferredScripts } from "./DeferredScripts";
export { IconSymbols } from "./IconSymbols.server";
export { DemoBookingPanel } from "~/forms/demo-booking/DemoBookingPanel";
export { PageBreadcrumbs } from "./PageBreadcrumbs";
export { SiteFooter } from "./SiteFooter";
export { SiteHeader } from "./SiteHeader";
