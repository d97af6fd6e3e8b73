/**
 * The one reading of a Cookie header (the `cookie` package, the parser Remix itself uses), for the
 * render and the page cache key alike (decision 250). Server-side only in practice; no Node imports.
 */
import { parse, serialize } from "cookie";

export type Cookies = {
  /** Each name's value (the first one, as `cookie` reads it), URI-decoded where it decodes. */
  readonly values: Readonly<Record<string, string>>;
  /** A name came more than once: the header is ambiguous (the render and a cache would read different values). */
  readonly repeated: boolean;
};

const NONE: Cookies = { values: {}, repeated: false };

export function parseCookies(header: string | null | undefined): Cookies {
  if (!header) return NONE;
  const values = parse(header);
  // `cookie` reads each `;`-separated pair that has a "=" and keeps a name's first value: more such
  // pairs than names means a name repeated.
  const pairs = header.split(";").filter((pair) => pair.includes("=")).length;
  return { values, repeated: pairs > Object.keys(values).length };
}

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** A first-party preference cookie the visitor asked for (language, theme): one year, Lax. */
export function preferenceCookie(name: string, value: string, secure: boolean): string {
  return serialize(name, value, { path: "/", maxAge: ONE_YEAR_SECONDS, sameSite: "lax", secure });
}
