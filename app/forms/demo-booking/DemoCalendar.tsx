import { Icon } from "~/components/ui/Icon";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { madridToday } from "~shared/demo-slots";
import type { Lang } from "~/i18n/language";
import {
  addDays,
  addMonths,
  formatLongDate,
  formatMonth,
  monthKey,
  monthWeeks,
  weekdayIndex,
  weekdayNames,
} from "./calendar";

/** Where each key moves the focus from a day (the grid's keyboard, WAI-ARIA date picker pattern). */
const KEY_MOVES: Record<string, (date: string) => string> = {
  ArrowLeft: (date) => addDays(date, -1),
  ArrowRight: (date) => addDays(date, 1),
  ArrowUp: (date) => addDays(date, -7),
  ArrowDown: (date) => addDays(date, 7),
  Home: (date) => addDays(date, -weekdayIndex(date)),
  End: (date) => addDays(date, 6 - weekdayIndex(date)),
  PageUp: (date) => addMonths(date, -1),
  PageDown: (date) => addMonths(date, 1),
};

/** The month's name between the previous and next month buttons (disabled at the offer's ends). */
function MonthHeader({
  headingId,
  title,
  onPrevious,
  onNext,
}: {
  headingId: string;
  title: string;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
}) {
  const { t } = useTranslation("forms");
  return (
    <div className="demo-calendar-header">
      <MonthButton label={t("demo.previousMonth")} icon="chevron-left" onClick={onPrevious} />
      <p id={headingId} className="demo-calendar-month" aria-live="polite">
        {title}
      </p>
      <MonthButton label={t("demo.nextMonth")} icon="chevron-right" onClick={onNext} />
    </div>
  );
}

/** One of the two month buttons: named by its label (the icon is decoration), disabled without a month to go to. */
function MonthButton({
  label,
  icon,
  onClick,
}: {
  label: string;
  icon: "chevron-left" | "chevron-right";
  onClick: (() => void) | null;
}) {
  return (
    <button
      type="button"
      className="calendar-nav"
      onClick={onClick ?? undefined}
      disabled={!onClick}
      aria-label={label}
    >
      <Icon name={icon} size={20} />
    </button>
  );
}

/**
 * A month grid (ARIA grid of day buttons, weeks starting Monday) over the months of the offered days
 * (decision 175: the server says which days and slots are offered). Every other day (weekends,
 * holidays, closed and past days, beyond the window) and days whose slots are all full are announced
 * as unavailable and cannot be chosen. Keyboard: arrows move by day and week, Home/End to the week's
 * ends, Page Up/Down by month, Enter/Space chooses.
 */
export function DemoCalendar({
  value,
  onChange,
  now,
  lang,
  invalid,
  describedBy,
  slotsOf,
  firstDate,
  lastDate,
  isFull = () => false,
}: {
  value: string | null;
  onChange: (date: string) => void;
  now: Date;
  lang: Lang;
  invalid?: boolean;
  describedBy?: string;
  /** The offered slots of a date ([] for a day not offered). */
  slotsOf: (date: string) => readonly string[];
  /** The first and last offered dates: the calendar spans their months. */
  firstDate: string;
  lastDate: string;
  /** A slot already holding its bookings (decision 130): a day with no other slot is unavailable. */
  isFull?: (date: string, time: string) => boolean;
}) {
  const { t } = useTranslation("forms");
  const today = madridToday(now);
  /** Open: offered, with a slot not yet full; "full" when those slots are all booked. */
  const dayState = (date: string): "open" | "full" | "closed" => {
    const slots = slotsOf(date);
    if (slots.length === 0) return "closed";
    return slots.some((slot) => !isFull(date, slot)) ? "open" : "full";
  };
  const isBookableDate = (date: string) => dayState(date) === "open";
  // Without offered days, this month alone.
  const start = firstDate || today;
  const firstMonth = monthKey(start);
  const lastMonth = monthKey(lastDate || start);
  const [focused, setFocused] = useState<string>(() => value ?? firstBookable(start, isBookableDate));
  const month = monthKey(focused);
  const gridRef = useRef<HTMLTableElement>(null);
  const shouldFocus = useRef(false);
  const headingId = useId();
  const helpId = useId();

  useEffect(() => {
    if (!shouldFocus.current) return;
    shouldFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const moveTo = (date: string) => {
    const clamped = date < `${firstMonth}-01` ? `${firstMonth}-01` : monthKey(date) > lastMonth ? focused : date;
    shouldFocus.current = true;
    setFocused(clamped);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move(date));
  };

  const showMonth = (delta: number) => {
    const target = addMonths(`${month}-01`, delta);
    setFocused(
      monthKey(target) === firstMonth
        ? firstBookable(start, isBookableDate)
        : firstBookable(target, isBookableDate, true),
    );
  };

  const names = weekdayNames(lang);
  return (
    <div className="demo-calendar">
      <MonthHeader
        headingId={headingId}
        title={formatMonth(month, lang)}
        onPrevious={month <= firstMonth ? null : () => showMonth(-1)}
        onNext={month >= lastMonth ? null : () => showMonth(1)}
      />
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={headingId}
        aria-describedby={[helpId, describedBy].filter(Boolean).join(" ")}
      >
        <thead>
          <tr>
            {names.map((name) => (
              <th key={name.long} scope="col" abbr={name.long}>
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean) ?? "empty"}>
              {week.map((date, index) => {
                if (!date) return <td key={`pad-${index}`} role="gridcell" />;
                const state = dayState(date);
                const bookable = state === "open";
                const selected = date === value;
                const label = [
                  formatLongDate(date, lang),
                  date === today ? t("demo.today") : null,
                  state === "full" ? t("demo.full") : bookable ? null : t("demo.unavailable"),
                ]
                  .filter(Boolean)
                  .join(", ");
                return (
                  // aria-invalid belongs to the cell: a button does not support it.
                  <td
                    key={date}
                    role="gridcell"
                    aria-selected={selected}
                    aria-invalid={invalid && selected ? true : undefined}
                  >
                    <button
                      type="button"
                      data-date={date}
                      className="calendar-day"
                      tabIndex={date === focused ? 0 : -1}
                      aria-label={label}
                      aria-disabled={bookable ? undefined : true}
                      aria-current={date === today ? "date" : undefined}
                      onKeyDown={(event) => onKeyDown(event, date)}
                      onFocus={() => setFocused(date)}
                      onClick={() => {
                        if (bookable) onChange(date);
                      }}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={helpId} className="field-hint">
        {t("demo.calendarHelp")}
      </p>
    </div>
  );
}

/** The first bookable day from `from` (inside its month when `sameMonth`), else `from` itself. */
function firstBookable(from: string, isBookableDate: (date: string) => boolean, sameMonth = false): string {
  let cursor = from;
  for (let step = 0; step < 40; step += 1) {
    if (sameMonth && monthKey(cursor) !== monthKey(from)) break;
    if (isBookableDate(cursor)) return cursor;
    cursor = addDays(cursor, 1);
  }
  return from;
}
