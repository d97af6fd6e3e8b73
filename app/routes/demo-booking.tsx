import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { CheckList } from "~/components/ui/Lists";
import { Hero, Section } from "~/components/ui/Section";
import { demoBookingContent } from "~/content/demo-booking";
import { decodeBooked } from "~/forms/demo-booking/booked";
import { DEMO_ANCHOR } from "~/forms/demo-booking/demo-anchor";
import { DemoBookingForm } from "~/forms/demo-booking/DemoBookingForm";
import { DemoConfirmation } from "~/forms/demo-booking/DemoConfirmation";
import { ORIGIN_PARAM } from "~/forms/shared/lead-source";
import { isSitePath } from "~shared/form-fields";
import { NEVER_STORE } from "~/services/cache-control.server";
import { demoAvailability } from "~/services/demo-availability.server";
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
  return { ...pageData(args, demoBookingContent), availability: await demoAvailability() };
}

/** Live data: never stored (document, `.data` and posts alike); the Retry-After of a re-rendered 429 (the page action's). */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": NEVER_STORE });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export { meta };

export default function DemoBookingPage() {
  const { content, availability } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const flash = useFlash();
  // After a booking posted without JavaScript (POST/redirect/GET): the confirmation from the notice.
  const booked = flash?.key === "demo.success" ? decodeBooked(flash.param) : null;
  // A path of this site only (never another host: `//`, a backslash, a scheme).
  const origin = searchParams.get(ORIGIN_PARAM) ?? "";
  const back = isSitePath(origin) ? origin : null;
  return (
    <>
      <Hero visual="demo-booking" title={content.hero.title} lead={content.hero.lead} />
      <section id={DEMO_ANCHOR} className="section demo-panel" aria-labelledby="demo-booking-heading" tabIndex={-1}>
        <div className="container narrow">
          {booked ? (
            <DemoConfirmation
              booked={booked}
              headingLevel={2}
              headingId="demo-booking-heading"
              closeHref={back ?? undefined}
            />
          ) : (
            <>
              <h2 id="demo-booking-heading">{content.form.title}</h2>
              <DemoBookingForm
                id="demo-booking-form"
                initialAvailability={availability}
                query={back ? { [ORIGIN_PARAM]: back } : {}}
              />
              {back ? (
                <p>
                  <a href={back}>{content.back}</a>
                </p>
              ) : null}
            </>
          )}
        </div>
      </section>
      <Section id="como-es-la-demo" title={content.about.title} alt>
        <CheckList items={content.about.items} />
      </Section>
    </>
  );
}
