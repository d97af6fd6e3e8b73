import { useLocation, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useFlash } from "~/utils/root-data";
import { useHydrated } from "~/utils/use-hydrated";
import { usePostedReply } from "../shared/posted-reply";
import { decodeBooked } from "./booked";
import { DEMO_ANCHOR } from "./demo-anchor";
import { DemoBookingForm } from "./DemoBookingForm";
import { DemoConfirmation } from "./DemoConfirmation";

/**
 * The page's own booking form, shown when a demo link was followed without JavaScript (`?demo=1`)
 * or when a booking posted without JavaScript comes back with errors; after a booking posted without
 * JavaScript (POST/redirect/GET), the lasting confirmation in its place, from the flash notice.
 * Rendered once per page by the site frame; the JavaScript experience is the dialog.
 */
export function DemoBookingPanel() {
  const { t } = useTranslation("forms");
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const reply = usePostedReply();
  const flash = useFlash();
  const hydrated = useHydrated();
  // Read once, at the first render: with JavaScript a booking's notice comes with the answer and
  // its confirmation is in the form that posted (the dialog), not here.
  const [booked] = useState(() => (!hydrated && flash?.key === "demo.success" ? decodeBooked(flash.param) : null));
  if (booked) {
    return (
      <section id={DEMO_ANCHOR} className="section demo-panel" aria-labelledby="demo-confirmed-heading" tabIndex={-1}>
        <div className="container narrow">
          <DemoConfirmation booked={booked} headingLevel={2} headingId="demo-confirmed-heading" closeHref={pathname} />
        </div>
      </section>
    );
  }
  if (searchParams.get("demo") !== "1" && reply?.intent !== "demo") return null;
  return (
    <section id={DEMO_ANCHOR} className="section demo-panel" aria-labelledby="demo-booking-heading" tabIndex={-1}>
      <div className="container narrow">
        <h2 id="demo-booking-heading">{t("demo.title")}</h2>
        <p className="lead">{t("demo.lead")}</p>
        <DemoBookingForm id="demo-booking-form" />
        <p>
          <a href={pathname}>{t("demo.close")}</a>
        </p>
      </div>
    </section>
  );
}
