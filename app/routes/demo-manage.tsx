/**
 * The signed page of a demo booking (decision 131), linked from the confirmation e-mail: the slot,
 * "add to calendar", move to another free slot, cancel. Plain HTML forms, so it works without
 * JavaScript; never cached, never indexed. A bad or tampered link gets a readable 403 page.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation, useParams } from "@remix-run/react";
import { Icon } from "~/components/ui/Icon";
import { useTranslation } from "~/i18n/react";
import { bookingCalendarPath } from "~shared/booking-link";
import { Hero, Section } from "~/components/ui/Section";
import { action as pageAction } from "~/forms/page-action.server";
import { SLOT_FIELD, type DemoAvailability } from "~/forms/demo-booking/booked";
import { DEMO_ANCHOR } from "~/forms/demo-booking/demo-anchor";
import { formatLongDate } from "~/forms/demo-booking/calendar";
import { LocalTime } from "~/forms/demo-booking/LocalTime";
import { languageFromPath } from "~/i18n/language";
import { forms } from "~/i18n/resources/forms";
import { getBackend } from "~/services/backend/index.server";
import type { ManageOutcome } from "~/services/backend/port";
import { demoAvailability, hostBusyAt } from "~/services/demo-availability.server";
import { admitBookingChange } from "~/services/booking-change-limit.server";
import { errorFields, log } from "~/services/logger.server";
import { readFormBody } from "~/services/request-guards.server";
import { pageHead } from "~/services/seo/meta.server";
import { meta } from "~/utils/meta";
import { pagePath } from "~/utils/pages";
import { useLang } from "~/utils/root-data";

export { headers } from "~/forms/page-action.server";

const NEVER_STORE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

type View =
  // The slots to move to: the booking forms' own (decision 175).
  | ({ state: "active"; date: string; time: string; joinUrl?: string } & DemoAvailability)
  | { state: "cancelled" | "past"; date: string; time: string }
  | { state: "invalid" | "unavailable" };

async function lookUp(token: string): Promise<ManageOutcome> {
  try {
    return await (await getBackend()).demoBooking(token);
  } catch (error) {
    log.error("demo.manage_failed", errorFields(error));
    return { ok: false, reason: "unavailable" };
  }
}

export async function loader(args: LoaderFunctionArgs) {
  const { request, params } = args;
  const url = new URL(request.url);
  const lang = languageFromPath(url.pathname);
  const outcome = await lookUp(params.token ?? "");
  let view: View;
  if (!outcome.ok) view = { state: outcome.reason === "unavailable" ? "unavailable" : "invalid" };
  else if (outcome.booking.status !== "active") {
    view = { state: outcome.booking.status, date: outcome.booking.date, time: outcome.booking.time };
  } else {
    const { days, full } = await demoAvailability();
    view = {
      state: "active",
      date: outcome.booking.date,
      time: outcome.booking.time,
      ...(outcome.joinUrl ? { joinUrl: outcome.joinUrl } : {}),
      days,
      full,
    };
  }
  const status = view.state === "invalid" ? 403 : view.state === "unavailable" ? 503 : 200;
  if (view.state === "invalid") log.warn("demo.manage_refused", { path: "reserva-demo" });
  return data(
    {
      lang,
      view,
      moved: url.searchParams.get("hecho") === "cambiada",
      seo: pageHead(args, {
        meta: { title: forms[lang].manage.title, description: forms[lang].manage.description },
        noindex: true,
        card: null,
      }),
    },
    { status, headers: NEVER_STORE },
  );
}

type ActionAnswer =
  | { error: "slotTaken" | "invalidSlot" | "unavailable"; slot?: string }
  | { error: "limited"; slot: string; minutes: number };

export async function action(args: ActionFunctionArgs) {
  const { request, params } = args;
  // The site frame's own forms (footer newsletter, consent) post here too: the page action answers them.
  const body = await readFormBody(request.clone());
  const intent = body.ok ? String(body.form.get("intent") ?? "") : "";
  if (!body.ok || (intent !== "demo-cancel" && intent !== "demo-move")) return pageAction(args);

  const token = params.token ?? "";
  const { pathname } = new URL(request.url);
  const slot = String(body.form.get(SLOT_FIELD) ?? "").slice(0, 20);
  // Over the allowance: the page again with the chosen slot kept and the wait (decision 202).
  const admission = await admitBookingChange(token, args.context);
  if (!admission.allowed) {
    const retryAfter = admission.retryAfterSeconds;
    return data<ActionAnswer>(
      { error: "limited", slot, minutes: Math.max(1, Math.ceil(retryAfter / 60)) },
      { status: 429, headers: { ...NEVER_STORE, "Retry-After": String(retryAfter) } },
    );
  }
  const backend = await getBackend();
  let outcome: ManageOutcome;
  try {
    if (intent === "demo-cancel") outcome = await backend.cancelDemo(token);
    else {
      const [date = "", time = ""] = slot.trim().split(/\s+/, 2);
      // The host's calendar busy there since the page was drawn (decision 209): taken.
      outcome = (await hostBusyAt(date, time))
        ? { ok: false, reason: "slot-taken" }
        : await backend.moveDemo(token, date, time);
    }
  } catch (error) {
    log.error("demo.manage_failed", errorFields(error));
    outcome = { ok: false, reason: "unavailable" };
  }
  if (outcome.ok) return redirect(intent === "demo-move" ? `${pathname}?hecho=cambiada` : pathname, 303);
  switch (outcome.reason) {
    case "cancelled":
    case "past":
    case "invalid-link":
      // The page itself says what state the booking is in (or that the link is not valid).
      return redirect(pathname, 303);
    case "slot-taken":
      return data<ActionAnswer>({ error: "slotTaken" }, { status: 409, headers: NEVER_STORE });
    case "invalid-slot":
      return data<ActionAnswer>({ error: "invalidSlot", slot }, { status: 400, headers: NEVER_STORE });
    default:
      return data<ActionAnswer>({ error: "unavailable" }, { status: 503, headers: NEVER_STORE });
  }
}

export { meta };

export default function DemoManagePage() {
  const data = useLoaderData<typeof loader>();
  const view = data.view;
  const moved = data.moved;
  // An action that may redirect is typed `any` by Remix 2's single-fetch types (a Response reads as
  // JSON of anything): the replies this page draws are named here.
  const answer = useActionData<typeof action>() as ActionAnswer | undefined;
  const { t } = useTranslation("forms");
  const lang = useLang();
  const { token = "" } = useParams();
  const { pathname } = useLocation();
  const bookAgain = `${pagePath("demo-booking", lang)}#${DEMO_ANCHOR}`;

  if (!("date" in view)) {
    const key = view.state === "invalid" ? "invalid" : "unavailable";
    return (
      <Hero
        visual="demo-manage"
        title={t(`manage.${key}Heading`)}
        lead={t(`manage.${key}Body`)}
        actions={
          <a className="button button-primary" href={pagePath("contact", lang)}>
            {t("manage.bookAgain")}
          </a>
        }
      />
    );
  }
  const when = t("manage.current", { date: formatLongDate(view.date, lang), time: view.time });
  if (view.state !== "active") {
    const key = view.state === "cancelled" ? "cancelled" : "past";
    return (
      <Hero
        visual="demo-manage"
        title={t(`manage.${key}Heading`)}
        lead={`${t(`manage.${key}Body`)} ${when}`}
        actions={
          <a className="button button-primary" href={bookAgain}>
            {t("manage.bookAgain")}
          </a>
        }
      />
    );
  }

  const full = new Set(view.full);
  const errorMessage =
    answer?.error === "slotTaken"
      ? t("errors.slotTaken")
      : answer?.error === "invalidSlot"
        ? t("manage.invalidSlot")
        : answer?.error === "unavailable"
          ? t("manage.unavailableBody")
          : answer?.error === "limited"
            ? t("manage.limited", { count: answer.minutes })
            : null;
  const slotId = "demo-move-slot";
  return (
    <>
      <Hero
        visual="demo-manage"
        title={t("manage.title")}
        lead={t("manage.lead")}
        actions={
          <a className="button button-primary" href={bookingCalendarPath(token, lang)} download="demo.ics">
            <Icon name="calendar-plus" size={18} /> {t("demo.confirmed.addToCalendar")}
          </a>
        }
      >
        <p className="demo-manage-current" role={moved ? "status" : undefined}>
          {moved ? `${t("manage.moved")} ` : null}
          <strong>{when}</strong>
          <LocalTime date={view.date} time={view.time} />
        </p>
        {view.joinUrl ? (
          <p className="demo-manage-join">
            {t("manage.join")}: <a href={view.joinUrl}>{view.joinUrl}</a>
          </p>
        ) : null}
      </Hero>
      <Section id="cambiar" title={t("manage.moveHeading")}>
        <form method="post" action={pathname} className="lead-form demo-manage-form" noValidate>
          <input type="hidden" name="intent" value="demo-move" />
          <div className="field">
            <label htmlFor={slotId}>{t("fields.slot")}</label>
            <select
              id={slotId}
              name={SLOT_FIELD}
              defaultValue={answer?.error === "invalidSlot" || answer?.error === "limited" ? answer.slot : ""}
              aria-invalid={errorMessage ? true : undefined}
              aria-describedby={errorMessage ? `${slotId}-error` : undefined}
            >
              <option value="">{t("demo.slotPrompt")}</option>
              {view.days.map(({ date, slots }) => (
                <optgroup key={date} label={formatLongDate(date, lang)}>
                  {slots.map((slot) => {
                    const key = `${date} ${slot}`;
                    const unavailable = full.has(key) || (date === view.date && slot === view.time);
                    return (
                      <option key={slot} value={key} disabled={unavailable}>
                        {unavailable ? t("demo.slotTakenOption", { time: slot }) : slot}
                      </option>
                    );
                  })}
                </optgroup>
              ))}
            </select>
            {errorMessage ? (
              <p id={`${slotId}-error`} className="field-error" role="alert">
                {errorMessage}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button button-primary">
            {t("manage.moveSubmit")}
          </button>
        </form>
      </Section>
      <Section id="cancelar" title={t("manage.cancelHeading")} lead={t("manage.cancelBody")} alt>
        <form method="post" action={pathname}>
          <input type="hidden" name="intent" value="demo-cancel" />
          <button type="submit" className="button button-secondary">
            {t("manage.cancelSubmit")}
          </button>
        </form>
      </Section>
    </>
  );
}
