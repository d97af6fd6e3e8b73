import { Icon } from "~/components/ui/Icon";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { bookingCalendarPath } from "~shared/booking-link";
import { useLang } from "~/utils/root-data";
import type { BookedDemo } from "./booked";
import { formatLongDate } from "./calendar";
import { LocalTime } from "./LocalTime";

/**
 * The lasting confirmation after a booking (issue 11 item 5): the date, the Madrid time, the length,
 * what happens next and an "add to calendar" download of the booking's .ics (a plain link, so it
 * works without JavaScript). It stays until the visitor closes it or leaves the page.
 */
export function DemoConfirmation({
  booked,
  headingLevel,
  headingId,
  onDone,
  closeHref,
}: {
  booked: BookedDemo;
  headingLevel: 2 | 3;
  headingId?: string;
  /** With JavaScript: back to the form (or the dialog closes). */
  onDone?: () => void;
  /** Without JavaScript: the page without the panel. */
  closeHref?: string;
}) {
  const { t } = useTranslation("forms");
  const lang = useLang();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const enhanced = Boolean(onDone);
  useEffect(() => {
    // Shown in answer to the visitor's click (JavaScript): focus moves to it, once, so it is read.
    if (enhanced) headingRef.current?.focus();
  }, [enhanced]);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="demo-confirmation">
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className="demo-confirmation-heading">
        <Icon name="circle-check" size={28} className="demo-confirmation-icon" />
        {t("demo.confirmed.heading")}
      </Heading>
      <dl className="demo-confirmation-facts">
        <div>
          <dt>{t("demo.confirmed.date")}</dt>
          <dd>{formatLongDate(booked.date, lang)}</dd>
        </div>
        <div>
          <dt>{t("demo.confirmed.time")}</dt>
          <dd>
            {t("demo.confirmed.timeValue", { time: booked.time })}
            <LocalTime date={booked.date} time={booked.time} />
          </dd>
        </div>
        <div>
          <dt>{t("demo.confirmed.duration")}</dt>
          <dd>{t("demo.confirmed.durationValue")}</dd>
        </div>
      </dl>
      <p className="demo-confirmation-next">{t("demo.confirmed.nextHeading")}</p>
      <ol className="demo-confirmation-steps">
        <li>{t("demo.confirmed.next1")}</li>
        <li>{t("demo.confirmed.next2")}</li>
        <li>{t("demo.confirmed.next3")}</li>
      </ol>
      <div className="demo-confirmation-actions">
        {booked.token ? (
          <a className="button button-primary" href={bookingCalendarPath(booked.token, lang)} download="demo.ics">
            <Icon name="calendar-plus" size={18} /> {t("demo.confirmed.addToCalendar")}
          </a>
        ) : null}
        {onDone ? (
          <button type="button" className="button button-secondary" onClick={onDone}>
            {t("demo.confirmed.done")}
          </button>
        ) : closeHref ? (
          <a className="button button-secondary" href={closeHref}>
            {t("demo.confirmed.done")}
          </a>
        ) : null}
      </div>
    </div>
  );
}
