/**
 * A seeded generator of hostile form posts (issue 9 "Proof"): names, values, encodings, duplicates,
 * sizes, content types, missing and unknown intents, on top of a valid submission of each form, so
 * a good share of them are leads that must be stored exactly once. Same seed, same requests.
 */
import { DEMO_SLOTS } from "~shared/demo-slots";
import { offeredDates } from "../demo-dates";

export type FormKind = "demo" | "contact" | "newsletter" | "lead-magnet";

/** mulberry32: small, fast, good enough to pick mutations reproducibly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type HostilePost = {
  /** Request number; the lead's e-mail carries it (`h<n>x...`) so storage can be checked per request. */
  marker: number;
  path: string;
  headers: Record<string, string>;
  body: Uint8Array;
  /** The honeypot was filled: a neutral success that stores nothing. */
  honeypot: boolean;
  /** Sent with Sec-Fetch-Dest: empty (the enhanced fetcher): success is 200, not 303. */
  enhanced: boolean;
  /** Identical to an earlier post (same token and values): must not store a second lead. */
  replayOf?: number;
  /** Carries a well-formed one-time token (without one, the same post again is a new lead). */
  tokened: boolean;
  /** The form the server is asked for (the first `intent` field), which may not be the page's. */
  intent: string | undefined;
  /** POST, or a method no page serves (PUT, PATCH, DELETE: 405, nothing stored; issue 27 item 12). */
  method: string;
};

const PAGES: Record<FormKind, string[]> = {
  demo: ["/reserva-demo", "/en/book-a-demo", "/"],
  contact: ["/contacto", "/en/contact"],
  newsletter: ["/", "/en", "/?index", "/faq", "/en/blog"],
  "lead-magnet": ["/", "/en"],
};

const ODD_TEXT = [
  "\u0000",
  "\u0000\u0000\u0000",
  "\u0007\u001b[31m",
  "\r\n",
  "\n\n",
  "\t",
  "\u0085\u2028\u2029",
  "\ufeff",
  "\ud800",
  "\udfff",
  "😀",
  "e\u0301",
  "‮",
  "<script>alert(1)</script>",
  "'; drop table contact_messages; --",
  "${7*7}{{7*7}}",
  "%00%zz%",
  "\\",
  "null",
  " ",
];
const ODD_NAMES = [
  "__intent__",
  "__state__",
  "email[]",
  "email.x",
  "email[0]",
  "name[first]",
  "message.0",
  "__proto__",
  "constructor",
  "form_token",
  "intent",
  "website",
  "lang",
  "",
  "a".repeat(300),
];
const INTENT_VALUES = [
  "",
  "DEMO",
  "contacto",
  "cookie-consent",
  "__proto__",
  "newsletter ",
  "lead_magnet",
  "x".repeat(500),
];
/** Cookies that would poison a shared page if read differently by the render and the cache (issue 27 item 1). */
const ODD_COOKIES = [
  "theme=dark; theme=x",
  "theme=x; theme=dark",
  "cc_cookie=x; cc_cookie=%7B%22categories%22%3A%5B%22necessary%22%5D%7D",
  "cc_cookie=%zz",
  "lng=en; lng=es",
  "__flash=forged.signature; theme=dark",
  "theme=dark, theme=light",
];
const ODD_METHODS = ["PUT", "PATCH", "DELETE"];
const CONTENT_TYPES = [
  "text/plain",
  "application/json",
  "application/x-www-form-urlencoded; charset=iso-8859-1",
  "application/x-www-form-urlencoded; charset=utf-16",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "application/octet-stream",
  "",
];

function valid(kind: FormKind, marker: number, pick: <T>(items: T[]) => T): [string, string][] {
  const email = `h${marker}x@example.com`;
  switch (kind) {
    case "demo": {
      const dates = offeredDates();
      return [
        ["name", `Hostil ${marker}`],
        ["email", email],
        ["phone", "+34 600 000 000"],
        ["company", "Pyme"],
        ["demo_date", pick(dates.slice(5))],
        ["demo_time", pick([...DEMO_SLOTS])],
      ];
    }
    case "contact":
      return [
        ["name", `Hostil ${marker}`],
        ["email", email],
        ["message", `Consulta ${marker}`],
        ["service", pick(["", "Ciberseguridad", "Big Data & Analytics"])],
      ];
    case "newsletter":
      return [["email", email]];
    case "lead-magnet":
      return [
        ["name", `Hostil ${marker}`],
        ["email", email],
      ];
  }
}

/** encodeURIComponent, except that a lone surrogate goes out as its raw (invalid) UTF-8 bytes. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text].map((char) => (/[\ud800-\udfff]/.test(char) ? "%ED%A0%80" : encodeURIComponent(char))).join("");
  }
}

function urlencode(entries: [string, string][]): string {
  return entries.map(([name, value]) => `${encode(name)}=${encode(value)}`).join("&");
}

function multipart(entries: [string, string][], boundary: string, file: boolean): string {
  const parts = entries.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  if (file) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="email"; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\nfile body\r\n`,
    );
  }
  return `${parts.join("")}--${boundary}--\r\n`;
}

/** `count` posts for `kind`, starting at marker `first`. */
export function hostilePosts(kind: FormKind, count: number, first: number, random: () => number): HostilePost[] {
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)];
  const chance = (p: number) => random() < p;
  const posts: HostilePost[] = [];
  for (let index = 0; index < count; index += 1) {
    const marker = first + index;
    if (posts.filter((post) => post.tokened).length > 3 && chance(0.05)) {
      // The same form sent again, byte for byte (a lost answer, a reload).
      const earlier = pick(posts.filter((post) => post.replayOf === undefined && post.tokened));
      posts.push({ ...earlier, replayOf: earlier.marker, marker });
      continue;
    }
    let entries: [string, string][] = valid(kind, marker, pick);
    const honeypot = chance(0.05);
    // Mutations: each applies with its own chance, so many posts stay valid leads.
    if (chance(0.25)) {
      const [i, value] = [Math.floor(random() * entries.length), pick(ODD_TEXT)];
      // In the e-mail only at either end, so the request's marker (h<n>x) stays readable in what is stored.
      const at =
        entries[i][0] === "email" ? pick([0, entries[i][1].length]) : Math.floor(random() * (entries[i][1].length + 1));
      entries[i] = [entries[i][0], entries[i][1].slice(0, at) + value + entries[i][1].slice(at)];
    }
    if (chance(0.15)) entries.push([pick(ODD_NAMES), pick([...ODD_TEXT, "reset", "validate/email", "{}", "1"])]);
    if (entries.length > 0 && chance(0.1))
      entries.push([pick(entries)[0], chance(0.5) ? pick(entries)[1] : `other${marker}`]);
    if (chance(0.08)) entries.splice(Math.floor(random() * entries.length), 1);
    if (entries.length > 0 && chance(0.05)) {
      const i = Math.floor(random() * entries.length);
      entries[i] = [entries[i][0], pick(["x".repeat(2001), "y".repeat(255), "z".repeat(30_000)])];
    }
    if (chance(0.05)) entries = entries.map(([name, value]) => [`${name}[]`, value]);
    const intent = chance(0.08) ? pick(INTENT_VALUES) : kind;
    const head: [string, string][] = chance(0.04) ? [] : [["intent", intent]];
    if (chance(0.04)) head.push(["intent", pick(["contact", "demo", "newsletter"])]);
    head.push(["website", honeypot ? "http://spam.example" : ""]);
    const tokened = chance(0.75);
    if (tokened) head.push(["form_token", `tok${marker}_${"q".repeat(16)}`]);
    else if (chance(0.5)) head.push(["form_token", pick(ODD_TEXT)]);
    const all = [...head, ...entries];

    const headers: Record<string, string> = {};
    if (chance(0.1)) headers.Cookie = pick(ODD_COOKIES);
    const method = chance(0.04) ? pick(ODD_METHODS) : "POST";
    const enhanced = chance(0.5);
    if (enhanced) headers["Sec-Fetch-Dest"] = "empty";
    if (chance(0.3)) headers["Sec-Fetch-Site"] = "same-origin";
    let body: string;
    const shape = random();
    if (shape < 0.7) {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      body = urlencode(all);
      if (chance(0.03)) body = body.replace(/%[0-9A-F]{2}/, "%zz").replace("=", "=%");
    } else if (shape < 0.9) {
      const boundary = `----hostile${marker}`;
      headers["Content-Type"] = `multipart/form-data; boundary=${boundary}`;
      body = multipart(all, boundary, chance(0.1));
      if (chance(0.05)) body = body.slice(0, Math.floor(body.length / 2));
    } else {
      const type = pick(CONTENT_TYPES);
      if (type) headers["Content-Type"] = type;
      body = type === "application/json" ? JSON.stringify(Object.fromEntries(all)) : urlencode(all);
    }
    let bytes = new TextEncoder().encode(body);
    if (chance(0.03)) {
      // Bytes that are not UTF-8 (an overlong NUL, a stray 0xFF) inside a value.
      const at = bytes.indexOf(0x40); // the "@" of the e-mail
      if (at > 0) bytes = Uint8Array.from([...bytes.slice(0, at), 0xc0, 0x80, 0xff, ...bytes.slice(at)]);
    }
    const asked = all.find(([name]) => name === "intent")?.[1];
    posts.push({
      marker,
      path: pick(PAGES[kind]),
      headers,
      body: bytes,
      honeypot,
      enhanced,
      tokened,
      intent: asked,
      method,
    });
  }
  return posts;
}
