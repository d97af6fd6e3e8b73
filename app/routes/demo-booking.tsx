import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { Hero, Section } from "~/components/ui/Section";
import { demoBookingContent } from "~/content/demo-booking";
import { decodeBooked } from "~/forms/demo-booking/booked";
import { DEMO_ANCHOR } from "~/forms/demo-booking/demo-anchor";
import { DemoBookingForm } from "~/forms/demo-booking/DemoBookingForm";
import { DemoConfirmation } from "~/forms/demo-booking/DemoConfirmation";
import { ORIGIN_PARAM } from "~/forms/shared/lead-source";
import { fullDemoSlots } from "~/services/demo-availability.server";
import { meta } from "~/utils/meta";
import { pageData } from "~/utils/page-data.server";
import { useFlash } from "~/utils/root-data";

export { action } from "~/forms/page-action.server";

/**
 * The demo booking page, where every demo button leads without JavaScript (with it, the button
 * opens the booking dialog on its own page): the form at the top, the slots already full marked
 * (live data: never stored by the site or a shared cache), and after a booking its lasting
 * confirmation. `?origen=` names the page the visitor came from (the lead's source, a link back).
 */
export async function loader(args: LoaderFunctionArgs) {
  return json(
    { ...pageData(args, demoBookingContent), full: await fullDemoSlots() },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The loader's no-store, and the Retry-After of a re-rendered 429 (the page action's). */
export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export { meta };

export default function DemoBookingPage() {
  const { content, full } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const flash = useFlash();
  // After a booking posted without JavaScript (POST/redirect/GET): the confirmation from the notice.
  const booked = flash?.key === "demo.success" ? decodeBooked(flash.param) : null;
  const origin = searchParams.get(ORIGIN_PARAM);
  const back = origin?.startsWith("/") && !origin.startsWith("//") ? origin : null;
  return (
    <>
      <Hero kind="contact" title={content.hero.title} lead={content.hero.lead} />
      <Section id={DEMO_ANCHOR} title={content.form.title}>
        <div className="narrow">
          {booked ? (
            <DemoConfirmation booked={booked} headingLevel={2} closeHref={back ?? undefined} />
          ) : (
            <DemoBookingForm id="demo-booking-form" initialFull={full} query={back ? { [ORIGIN_PARAM]: back } : {}} />
          )}
          {back && !booked ? (
            <p>
              <a href={back}>{content.back}</a>
            </p>
          ) : null}
        </div>
      </Section>
    </>
  );
}
