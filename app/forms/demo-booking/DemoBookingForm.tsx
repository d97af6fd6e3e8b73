import { getSelectProps } from "@conform-to/react";
import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldLimits } from "~shared/form-fields";
import { availableSlots, bookableDates, DEMO_SLOTS, madridToday } from "~shared/demo-slots";
import { useLang } from "~/utils/root-data";
import { FieldError, Label, LeadFormShell, PersonFields, useLeadForm } from "../shared/recipe";
import { formatLongDate } from "./calendar";
import { DemoCalendar } from "./DemoCalendar";
import { DataNotice } from "../shared/DataNotice";

/** Weekdays offered by the no-JavaScript date list (from tomorrow, so no past hour is ever offered). */
const NO_JS_DATES = 15;

/**
 * The demo booking form: contact details, then a date and a time (Madrid). With JavaScript a month
 * calendar and the day's open slots; without it, native selects of the coming weekdays and the
 * hourly times. `onBooked` runs after a successful booking (the dialog closes).
 */
export function DemoBookingForm({
  id,
  inDialog = false,
  onBooked,
}: {
  id: string;
  inDialog?: boolean;
  onBooked?: () => void;
}) {
  const { t } = useTranslation("forms");
  const lang = useLang();
  const lead = useLeadForm("demo", {
    id,
    anchor: "demo-booking",
    query: { demo: "1" },
    acceptPostedReply: !inDialog,
    constraint: {
      name: { required: true, maxLength: fieldLimits.name },
      email: { required: true, maxLength: fieldLimits.email },
      phone: { required: true, maxLength: fieldLimits.phone },
      company: { maxLength: fieldLimits.company },
      demo_date: { required: true },
      demo_time: { required: true },
    },
  });
  const { fields, pending, hydrated, fetcher } = lead;
  const [date, setDate] = useState<string | null>(fields.demo_date.initialValue || null);
  const [time, setTime] = useState<string | null>(fields.demo_time.initialValue || null);
  const [filled, setFilled] = useState(() => ({
    name: Boolean(fields.name.initialValue?.trim()),
    email: Boolean(fields.email.initialValue?.trim()),
    phone: Boolean(fields.phone.initialValue?.trim()),
  }));
  // Read the clock once per mount (and on the server per render): slots are computed from it.
  const [now] = useState(() => new Date());

  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data?.status !== "success") return;
    setDate(null);
    setTime(null);
    setFilled({ name: false, email: false, phone: false });
    onBooked?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  const slots = useMemo(() => (date ? availableSlots(date, now) : []), [date, now]);
  useEffect(() => {
    if (time && date && !slots.includes(time as (typeof slots)[number])) setTime(null);
  }, [date, time, slots]);

  const missing = !date || !time || !filled.name || !filled.email || !filled.phone;
  const hintId = useId();
  const dateError = fields.demo_date.errors?.[0];
  const timeError = fields.demo_time.errors?.[0];

  return (
    <LeadFormShell
      lead={lead}
      intent="demo"
      fieldOrder={["name", "email", "phone", "company", "demo_date", "demo_time"]}
      className="demo-form"
    >
      <p className="form-note">{t("requiredNote")}</p>
      <div
        className="form-grid"
        onInput={(event) => {
          const target = event.target as HTMLInputElement;
          if (target.name === "name" || target.name === "email" || target.name === "phone") {
            setFilled((current) => ({ ...current, [target.name]: target.value.trim() !== "" }));
          }
        }}
      >
        <PersonFields fields={fields} names={["name", "email", "phone", "company"]} />
      </div>

      <div className="demo-when">
        <p className="demo-availability">
          <strong>{t("demo.availability")}</strong> {t("demo.timeZone")}
        </p>
        {hydrated ? (
          <>
            <fieldset className="demo-fieldset" aria-describedby={dateError ? fields.demo_date.errorId : undefined}>
              <legend id={fields.demo_date.id} tabIndex={-1}>
                {t("demo.dateLegend")}
                <span className="required-mark" aria-hidden="true">
                  {" "}
                  *
                </span>
              </legend>
              <input type="hidden" name="demo_date" value={date ?? ""} />
              <DemoCalendar value={date} onChange={setDate} now={now} lang={lang} invalid={Boolean(dateError)} />
              <FieldError field={fields.demo_date} />
            </fieldset>
            <fieldset className="demo-fieldset" aria-describedby={timeError ? fields.demo_time.errorId : undefined}>
              <legend id={fields.demo_time.id} tabIndex={-1}>
                {t("demo.timeLegend")}
                <span className="required-mark" aria-hidden="true">
                  {" "}
                  *
                </span>
              </legend>
              {!date ? (
                <p className="field-hint">{t("demo.chooseDateFirst")}</p>
              ) : slots.length === 0 ? (
                <p className="field-hint">{t("demo.noSlotsLeft")}</p>
              ) : (
                <div className="slot-list" role="radiogroup" aria-labelledby={fields.demo_time.id}>
                  {slots.map((slot) => (
                    <label key={slot} className="slot">
                      <input
                        type="radio"
                        name="demo_time"
                        value={slot}
                        checked={time === slot}
                        onChange={() => setTime(slot)}
                      />
                      <span>{slot}</span>
                    </label>
                  ))}
                </div>
              )}
              <FieldError field={fields.demo_time} />
            </fieldset>
            {date && time ? (
              <div className="demo-summary" role="status">
                <p className="demo-summary-title">{t("demo.summaryHeading")}</p>
                <p>{t("demo.summary", { date: formatLongDate(date, lang), time })}</p>
              </div>
            ) : (
              <div role="status" className="visually-hidden" />
            )}
          </>
        ) : (
          <NoScriptWhen lead={lead} lang={lang} now={now} />
        )}
      </div>

      {hydrated && missing && !pending ? (
        <p id={hintId} className="field-hint">
          {t("demo.disabledHint")}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button-primary"
        disabled={hydrated && (pending || missing)}
        aria-describedby={hydrated && missing && !pending ? hintId : undefined}
      >
        {pending ? t("demo.pending") : t("demo.submit")}
      </button>
      <DataNotice form="demo" />
    </LeadFormShell>
  );
}

/** The no-JavaScript date and time: native selects (server-rendered). */
function NoScriptWhen({
  lead,
  lang,
  now,
}: {
  lead: ReturnType<typeof useLeadForm>;
  lang: ReturnType<typeof useLang>;
  now: Date;
}) {
  const { t } = useTranslation("forms");
  const { fields } = lead;
  const today = madridToday(now);
  const dates = bookableDates(now, NO_JS_DATES + 1)
    .filter((date) => date > today)
    .slice(0, NO_JS_DATES);
  const { key: dateKey, ...dateProps } = getSelectProps(fields.demo_date);
  const { key: timeKey, ...timeProps } = getSelectProps(fields.demo_time);
  return (
    <div className="form-grid">
      <div className="field">
        <Label htmlFor={fields.demo_date.id} label={t("fields.date")} required />
        <select key={dateKey} {...dateProps}>
          <option value="">{t("demo.dateSelectPrompt")}</option>
          {dates.map((date) => (
            <option key={date} value={date}>
              {formatLongDate(date, lang)}
            </option>
          ))}
        </select>
        <FieldError field={fields.demo_date} />
      </div>
      <div className="field">
        <Label htmlFor={fields.demo_time.id} label={t("fields.time")} required />
        <select key={timeKey} {...timeProps}>
          <option value="">{t("demo.timeSelectPrompt")}</option>
          {DEMO_SLOTS.map((slot) => (
            <option key={slot} value={slot}>
              {slot}
            </option>
          ))}
        </select>
        <FieldError field={fields.demo_time} />
      </div>
    </div>
  );
}
