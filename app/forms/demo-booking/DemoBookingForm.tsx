import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useCallback, useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { fieldLimits } from "~shared/form-fields";
import { NoticeText } from "~/components/feedback/FlashToast";
import { useFlash, useLang } from "~/utils/root-data";
import { FieldError, Label, LeadFormShell, PersonFields, useLeadForm } from "../shared/recipe";
import { DEMO_AVAILABILITY_PATH, SLOT_FIELD, type BookedDemo, type DemoAvailability } from "./booked";
import { DEMO_ANCHOR } from "./demo-anchor";
import { formatLongDate } from "./calendar";
import { DemoCalendar } from "./DemoCalendar";
import { DataNotice } from "../shared/DataNotice";
import { DemoConfirmation } from "./DemoConfirmation";
import { LocalTime, useVisitorTimeZone } from "./LocalTime";

const slotKey = (date: string, time: string) => `${date} ${time}`;

/** The calendar's data as the form reads it: the offered slots by date, and the full ones. */
type Offer = {
  slots: ReadonlyMap<string, readonly string[]>;
  full: ReadonlySet<string>;
  firstDate: string;
  lastDate: string;
};

function offerOf(availability: DemoAvailability): Offer {
  const { days, full } = availability;
  return {
    slots: new Map(days.map((day) => [day.date, day.slots])),
    full: new Set(full),
    firstDate: days[0]?.date ?? "",
    lastDate: days.at(-1)?.date ?? "",
  };
}

/**
 * What the calendars offer (decision 175: days and slots computed on the server, the slots already
 * full of decision 130): from the booking page's loader (`initial`), fetched afresh with JavaScript
 * (the dialog opens on cached pages) and after losing a slot. Null until it comes.
 */
function useAvailability(hydrated: boolean, initial: DemoAvailability | null | undefined) {
  const [offer, setOffer] = useState<Offer | null>(() => (initial ? offerOf(initial) : null));
  const [failed, setFailed] = useState(false);
  const refresh = useCallback(() => {
    fetch(DEMO_AVAILABILITY_PATH, { cache: "no-store", headers: { Accept: "application/json" } })
      // A 503 still carries the offered days (only the full slots are unknown then).
      .then((response) => response.json() as Promise<Partial<DemoAvailability>>)
      .then((data) => {
        if (!Array.isArray(data.days)) throw new Error("no days");
        setOffer(offerOf({ days: data.days, full: Array.isArray(data.full) ? data.full : [] }));
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, []);
  useEffect(() => {
    if (hydrated) refresh();
  }, [hydrated, refresh]);
  return { offer, failed, refresh };
}

/** The fields the browser checks before posting (the server checks them all again). */
const DEMO_CONSTRAINT = {
  name: { required: true, maxLength: fieldLimits.name },
  email: { required: true, maxLength: fieldLimits.email },
  phone: { required: true, maxLength: fieldLimits.phone },
  company: { maxLength: fieldLimits.company },
  demo_date: { required: true },
  demo_time: { required: true },
  [SLOT_FIELD]: { required: true },
};

/**
 * Whether the required contact fields hold text, kept as the visitor types: with JavaScript the
 * submit button waits for them (and says why).
 */
function useContactsFilled(fields: ReturnType<typeof useLeadForm>["fields"]) {
  const [filled, setFilled] = useState(() => ({
    name: Boolean(fields.name.initialValue?.trim()),
    email: Boolean(fields.email.initialValue?.trim()),
    phone: Boolean(fields.phone.initialValue?.trim()),
  }));
  return {
    allFilled: filled.name && filled.email && filled.phone,
    onInput(event: FormEvent<HTMLElement>) {
      const target = event.target as HTMLInputElement;
      if (target.name === "name" || target.name === "email" || target.name === "phone") {
        setFilled((current) => ({ ...current, [target.name]: target.value.trim() !== "" }));
      }
    },
    clear: () => setFilled({ name: false, email: false, phone: false }),
  };
}

const NO_OFFER: Offer = { slots: new Map(), full: new Set(), firstDate: "", lastDate: "" };

/**
 * The demo booking form: contact details, then a date and a time (Madrid). With JavaScript a month
 * calendar and the day's open slots; without it, native selects of the coming weekdays and the
 * hourly times. `onBooked` runs after a successful booking (the dialog closes).
 */
export function DemoBookingForm({
  id,
  inDialog = false,
  onBooked,
  initialAvailability,
  query,
}: {
  id: string;
  inDialog?: boolean;
  onBooked?: () => void;
  /** What the calendars offered when the page was drawn (the booking page's loader). */
  initialAvailability?: DemoAvailability | null;
  /** Kept in the URL the form posts to (the booking page's `?origen=`). */
  query?: Record<string, string>;
}) {
  const { t } = useTranslation("forms");
  const lang = useLang();
  const lead = useLeadForm("demo", {
    id,
    anchor: DEMO_ANCHOR,
    query,
    acceptPostedReply: !inDialog,
    constraint: DEMO_CONSTRAINT,
  });
  const { fields, pending, hydrated, fetcher } = lead;
  const availability = useAvailability(hydrated, initialAvailability);
  const timeZone = useVisitorTimeZone();
  const { full, slots: offered, firstDate, lastDate } = availability.offer ?? NO_OFFER;
  const [booked, setBooked] = useState<BookedDemo | null>(null);
  const [date, setDate] = useState<string | null>(fields.demo_date.initialValue || null);
  const [time, setTime] = useState<string | null>(fields.demo_time.initialValue || null);
  const contacts = useContactsFilled(fields);
  // Read the clock once per mount (and on the server per render): slots are computed from it.
  const [now] = useState(() => new Date());

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.result?.error?.demo_time?.[0] === "slotTaken") {
      // Lost the slot: it is shown taken now; the visitor picks another, the rest is kept.
      setTime(null);
      availability.refresh();
      return;
    }
    if (fetcher.data.status !== "success") return;
    setDate(null);
    setTime(null);
    contacts.clear();
    availability.refresh();
    // The lasting confirmation (the toast goes after a few seconds).
    if (fetcher.data.booking) setBooked(fetcher.data.booking);
    else onBooked?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  const slotsOf = useCallback((day: string) => offered.get(day) ?? [], [offered]);
  const slots = date ? slotsOf(date) : [];
  const isFull = useCallback((day: string, slot: string) => full.has(slotKey(day, slot)), [full]);
  useEffect(() => {
    if (time && date && (!slotsOf(date).includes(time) || isFull(date, time))) setTime(null);
  }, [date, time, slotsOf, isFull]);

  if (booked) {
    return (
      <DemoConfirmation
        booked={booked}
        headingLevel={2}
        onDone={() => {
          setBooked(null);
          onBooked?.();
        }}
      />
    );
  }

  const missing = !date || !time || !contacts.allFilled;
  const failed = fetcher.state === "idle" && (fetcher.data?.status === "failed" || fetcher.data?.status === "refused");
  const dateError = fields.demo_date.errors?.[0];

  return (
    <LeadFormShell
      lead={lead}
      intent="demo"
      fieldOrder={["name", "email", "phone", "company", "demo_date", "demo_time", SLOT_FIELD]}
      className="demo-form"
    >
      <p className="form-note">{t("requiredNote")}</p>
      <div className="form-grid" onInput={contacts.onInput}>
        <PersonFields fields={fields} names={["name", "email", "phone", "company"]} />
      </div>

      <div className="demo-when">
        <p className="demo-availability">
          <strong>{t("demo.availability")}</strong> {t("demo.timeZone")}
        </p>
        {hydrated ? (
          <>
            <RequiredFieldset field={fields.demo_date} legend={t("demo.dateLegend")}>
              <input type="hidden" name="demo_date" value={date ?? ""} />
              {/* The confirmation e-mail shows the visitor's own clock beside Madrid's. */}
              <input type="hidden" name="time_zone" value={timeZone ?? ""} />
              {availability.offer ? (
                <DemoCalendar
                  value={date}
                  onChange={setDate}
                  now={now}
                  lang={lang}
                  invalid={Boolean(dateError)}
                  slotsOf={slotsOf}
                  firstDate={firstDate}
                  lastDate={lastDate}
                  isFull={isFull}
                />
              ) : (
                <p className="field-hint" role="status">
                  {availability.failed ? t("demo.datesFailed") : t("demo.datesLoading")}
                </p>
              )}
            </RequiredFieldset>
            <RequiredFieldset field={fields.demo_time} legend={t("demo.timeLegend")}>
              <TimeSlots
                date={date}
                time={time}
                slots={slots}
                isFull={isFull}
                onChange={setTime}
                labelledBy={fields.demo_time.id}
              />
            </RequiredFieldset>
            <ChosenSlot date={date} time={time} lang={lang} />
          </>
        ) : (
          <NoScriptWhen lead={lead} lang={lang} offered={offered} full={full} />
        )}
      </div>

      <BookingSubmit hydrated={hydrated} pending={pending} missing={missing} inDialog={inDialog} failed={failed} />
      <DataNotice form="demo" />
    </LeadFormShell>
  );
}

/** The chosen day's open times, one radio each; the full ones are shown taken and disabled. */
function TimeSlots({
  date,
  time,
  slots,
  isFull,
  onChange,
  labelledBy,
}: {
  /** The time fieldset's legend. */
  labelledBy: string;
  date: string | null;
  time: string | null;
  slots: readonly string[];
  isFull: (date: string, slot: string) => boolean;
  onChange: (slot: string) => void;
}) {
  const { t } = useTranslation("forms");
  return !date ? (
    <p className="field-hint">{t("demo.chooseDateFirst")}</p>
  ) : slots.every((slot) => isFull(date, slot)) ? (
    <p className="field-hint">{t("demo.noSlotsLeft")}</p>
  ) : (
    <div className="slot-list" role="radiogroup" aria-labelledby={labelledBy}>
      {slots.map((slot) => {
        const taken = isFull(date, slot);
        return (
          <label key={slot} className="slot">
            <input
              type="radio"
              name="demo_time"
              value={slot}
              checked={time === slot}
              disabled={taken}
              aria-label={taken ? `${slot}, ${t("demo.taken")}` : undefined}
              onChange={() => onChange(slot)}
            />
            <span>
              {slot}
              {taken ? <span className="slot-taken"> {t("demo.taken")}</span> : null}
            </span>
          </label>
        );
      })}
    </div>
  );
}

/** What the visitor chose, said in full with their own clock beside it (announced as it changes). */
function ChosenSlot({
  date,
  time,
  lang,
}: {
  date: string | null;
  time: string | null;
  lang: ReturnType<typeof useLang>;
}) {
  const { t } = useTranslation("forms");
  return date && time ? (
    <div className="demo-summary" role="status">
      <p className="demo-summary-title">{t("demo.summaryHeading")}</p>
      <p>
        {t("demo.summary", { date: formatLongDate(date, lang), time })}
        <LocalTime date={date} time={time} />
      </p>
    </div>
  ) : (
    <div role="status" className="visually-hidden" />
  );
}

/** The submit button; with JavaScript it waits for every required field and says why. */
function BookingSubmit({
  hydrated,
  pending,
  missing,
  inDialog,
  failed,
}: {
  hydrated: boolean;
  pending: boolean;
  missing: boolean;
  inDialog: boolean;
  /** The last post was answered with a failure or a refusal. */
  failed: boolean;
}) {
  const { t } = useTranslation("forms");
  const flash = useFlash();
  const hintId = useId();
  const failure = failed && flash?.type === "error" ? flash : null;
  return (
    <>
      {hydrated && missing && !pending ? (
        <p id={hintId} className="field-hint">
          {t("demo.disabledHint")}
        </p>
      ) : null}
      {inDialog ? (
        // The modal dialog makes the page's notice region inert: a failure is told here too.
        <div role="alert" className="demo-dialog-notice">
          {failure ? <NoticeText notice={failure} /> : null}
        </div>
      ) : null}
      <button
        type="submit"
        className="button button-primary"
        disabled={hydrated && (pending || missing)}
        aria-describedby={hydrated && missing && !pending ? hintId : undefined}
      >
        {pending ? t("demo.pending") : t("demo.submit")}
      </button>
    </>
  );
}

/**
 * The no-JavaScript date and time: one native select of the offered slots, grouped by day
 * (server-rendered, so it cannot depend on another field); full slots are listed but disabled.
 */
function NoScriptWhen({
  lead,
  lang,
  offered,
  full,
}: {
  lead: ReturnType<typeof useLeadForm>;
  lang: ReturnType<typeof useLang>;
  offered: ReadonlyMap<string, readonly string[]>;
  full: ReadonlySet<string>;
}) {
  const { t } = useTranslation("forms");
  const field = lead.fields[SLOT_FIELD];
  const { key, ...selectProps } = getSelectProps(field);
  return (
    <div className="field">
      <Label htmlFor={field.id} label={t("fields.slot")} required />
      <select key={key} {...selectProps}>
        <option value="">{t("demo.slotPrompt")}</option>
        {[...offered].map(([date, slots]) => (
          <optgroup key={date} label={formatLongDate(date, lang)}>
            {slots.map((slot) =>
              full.has(slotKey(date, slot)) ? (
                <option key={slot} value={slotKey(date, slot)} disabled>
                  {t("demo.slotTakenOption", { time: slot })}
                </option>
              ) : (
                // The day with the hour: a closed list shows the chosen option alone (issue 30).
                <option key={slot} value={slotKey(date, slot)}>
                  {t("demo.slotOption", { date: formatLongDate(date, lang), time: slot })}
                </option>
              ),
            )}
          </optgroup>
        ))}
      </select>
      <FieldError field={field} />
    </div>
  );
}

/** A required group of the booking form (date, time): its legend is the target of the error summary. */
function RequiredFieldset({
  field,
  legend,
  children,
}: {
  field: FieldMetadata<string>;
  legend: string;
  children: ReactNode;
}) {
  const error = field.errors?.[0];
  return (
    <fieldset className="demo-fieldset" aria-describedby={error ? field.errorId : undefined}>
      <legend id={field.id} tabIndex={-1}>
        {legend}
        <span className="required-mark" aria-hidden="true">
          {" "}
          *
        </span>
      </legend>
      {children}
      <FieldError field={field} />
    </fieldset>
  );
}
