/**
 * An independent reader of the .ics we send: unfolds lines, reads properties, and turns
 * `DTSTART;TZID=Europe/Madrid:...` into UTC using the VTIMEZONE rules in the file itself
 * (RRULE FREQ=YEARLY;BYMONTH=m;BYDAY=-1SU), not the code under test.
 */
export type IcsProperty = { name: string; params: Record<string, string>; value: string };

export function unfold(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter((line) => line !== "");
}

export function parseProperty(line: string): IcsProperty {
  const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  const head = line.slice(0, colon);
  const [name, ...rawParams] = head.split(";");
  const params: Record<string, string> = {};
  for (const raw of rawParams) {
    const [key, value] = raw.split("=");
    params[key.toUpperCase()] = value.replace(/^"|"$/g, "");
  }
  return { name: name.toUpperCase(), params, value: line.slice(colon + 1) };
}

export type IcsComponent = { type: string; props: IcsProperty[]; children: IcsComponent[] };

export function parseIcs(ics: string): IcsComponent {
  const root: IcsComponent = { type: "ROOT", props: [], children: [] };
  const stack = [root];
  for (const line of unfold(ics)) {
    const prop = parseProperty(line);
    if (prop.name === "BEGIN") {
      const component: IcsComponent = { type: prop.value, props: [], children: [] };
      stack[stack.length - 1].children.push(component);
      stack.push(component);
    } else if (prop.name === "END") {
      const closed = stack.pop();
      if (closed?.type !== prop.value) throw new Error(`Unbalanced END:${prop.value}`);
    } else {
      stack[stack.length - 1].props.push(prop);
    }
  }
  if (stack.length !== 1) throw new Error("Unterminated component");
  return root;
}

export function find(component: IcsComponent, type: string): IcsComponent | undefined {
  for (const child of component.children) {
    if (child.type === type) return child;
    const nested = find(child, type);
    if (nested) return nested;
  }
  return undefined;
}

export function prop(component: IcsComponent, name: string): IcsProperty | undefined {
  return component.props.find((p) => p.name === name);
}

function offsetMinutes(value: string): number {
  const sign = value.startsWith("-") ? -1 : 1;
  return sign * (Number(value.slice(1, 3)) * 60 + Number(value.slice(3, 5)));
}

/** Last Sunday of a month, in a year, as a UTC-less calendar day number. */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month, 0));
  return last.getUTCDate() - last.getUTCDay();
}

/** Converts a local `YYYYMMDDTHHMMSS` in the file's VTIMEZONE to a UTC Date. */
export function localToUtc(calendar: IcsComponent, tzid: string, local: string): Date {
  const zone = calendar.children.find((c) => c.type === "VTIMEZONE" && prop(c, "TZID")?.value === tzid);
  if (!zone) throw new Error(`No VTIMEZONE ${tzid}`);
  const year = Number(local.slice(0, 4));
  const month = Number(local.slice(4, 6));
  const day = Number(local.slice(6, 8));
  const hour = Number(local.slice(9, 11));
  const minute = Number(local.slice(11, 13));
  const wallMs = Date.UTC(year, month - 1, day, hour, minute);
  // Each observance starts (in local time of the previous offset) at its rule's day; pick the latest one started.
  let chosen: { start: number; offset: number } | undefined;
  for (const observance of zone.children) {
    const rrule = prop(observance, "RRULE")?.value ?? "";
    const byMonth = Number(/BYMONTH=(\d+)/.exec(rrule)?.[1]);
    if (!/BYDAY=-1SU/.test(rrule) || !byMonth) throw new Error(`Unsupported rule ${rrule}`);
    const dtstart = prop(observance, "DTSTART")?.value ?? "";
    const start = Date.UTC(
      year,
      byMonth - 1,
      lastSunday(year, byMonth),
      Number(dtstart.slice(9, 11)),
      Number(dtstart.slice(11, 13)),
    );
    const candidate = { start, offset: offsetMinutes(prop(observance, "TZOFFSETTO")?.value ?? "+0000") };
    if (start <= wallMs && (!chosen || start > chosen.start)) chosen = candidate;
  }
  if (!chosen) {
    // Before this year's first change: the observance that started last year (the later rule).
    const offsets = zone.children.map((o) => ({
      month: Number(/BYMONTH=(\d+)/.exec(prop(o, "RRULE")?.value ?? "")?.[1]),
      offset: offsetMinutes(prop(o, "TZOFFSETTO")?.value ?? "+0000"),
    }));
    chosen = { start: 0, offset: offsets.sort((a, b) => b.month - a.month)[0].offset };
  }
  return new Date(wallMs - chosen.offset * 60_000);
}
