import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useLang } from "~/utils/root-data";
import { slotInZone } from "~shared/demo-slots";
import { formatLongDate } from "./calendar";

/**
 * The visitor's time zone, as their browser knows it: null on the server and until the page has
 * hydrated (the page is drawn the same for everyone; without JavaScript only Madrid time is said).
 */
export function useVisitorTimeZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    setZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? null);
  }, []);
  return zone;
}

/** " Your time: 09:00 (Europe/London)." beside a Madrid slot, when the visitor's clock reads otherwise. */
export function LocalTime({ date, time }: { date: string; time: string }) {
  const { t } = useTranslation("forms");
  const lang = useLang();
  const zone = useVisitorTimeZone();
  const local = zone ? slotInZone(date, time, zone) : null;
  if (!zone || !local) return null;
  const clock = local.date === date ? local.time : `${formatLongDate(local.date, lang)}, ${local.time}`;
  return <span className="demo-local-time"> {t("demo.localTime", { time: clock, zone })}</span>;
}
