import { useFetchers } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { useTranslation } from "~/i18n/react";
import { usePostedReply } from "~/forms/shared/posted-reply";
import { useFlash } from "~/utils/root-data";
import { useHydrated } from "~/utils/use-hydrated";

const LazyToast = lazy(() => import("./FlashToast").then((module) => ({ default: module.FlashToast })));

/**
 * The forms' notice region (FlashToast draws the notice). Most pages have no notice: then only this
 * empty region is drawn and the toast's code is not downloaded (decision 108). With a notice, the
 * server draws FlashToast (`Server`, from frame.server.ts) inside a Suspense boundary; the browser
 * keeps that markup until the toast's code has arrived. With JavaScript the code loads as soon as a
 * form posts in place (a fetcher) or a notice comes, showing the empty region meanwhile.
 */
export function FlashMessage({ Server }: { Server?: ComponentType }) {
  const flash = useFlash();
  const posted = usePostedReply()?.notice ?? null;
  // A form posting in place (a fetcher) may answer with a notice: the toast's code loads as the post
  // starts, so its live regions are in the page, empty, before the notice fills them (announced).
  const posting = useFetchers().some((fetcher) => fetcher.state === "submitting");
  const noticed = flash !== null || posted !== null || posting;
  const [live, setLive] = useState(noticed);
  useEffect(() => {
    if (noticed) setLive(true);
  }, [noticed]);
  if (!live) return <EmptyRegion />;
  return <Suspense fallback={<EmptyRegion />}>{Server ? <Server /> : <LazyToast />}</Suspense>;
}

/** The region as FlashToast draws it without a notice. */
function EmptyRegion() {
  const { t } = useTranslation("forms");
  const hydrated = useHydrated();
  return (
    <section className={hydrated ? "flash-region flash-toast" : "flash-region"} aria-label={t("toast.region")}>
      <div role="status" aria-atomic="true" />
      <div role="alert" aria-atomic="true" />
    </section>
  );
}
