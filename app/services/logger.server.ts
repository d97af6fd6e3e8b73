/**
 * One structured log line per event (JSON on stdout/stderr), so operators can grep and ship logs.
 * Nothing personal reaches a line: every URL-like field (a path, a Referer) is reduced by
 * `loggedUrl` here, whoever logs it (issue 27 item 12).
 */
type Fields = Record<string, unknown>;

/** Query parameters whose values say nothing about a person: the only ones a logged URL keeps. */
const LOGGED_PARAMS = new Set(["demo", "lng", "theme", "index", "hecho", "puesto", "categoria", "page"]);
/** Fields that hold a URL or a path. */
const URL_FIELDS = new Set(["path", "referer", "url", "target", "location"]);
/** A path segment that is a token (a signed link) or an address: replaced by "…". */
const PERSONAL_SEGMENT = /^[A-Za-z0-9_.~-]{24,}$|@|%40/;

/**
 * A URL or path as logs may show it: scheme, host and path (a token or an address in the path
 * replaced by "…"), and of the query only the parameters in LOGGED_PARAMS. No fragment.
 */
export function loggedUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value, "http://relative.invalid");
  } catch {
    return "(unreadable)";
  }
  const path = url.pathname
    .split("/")
    .map((segment) => (PERSONAL_SEGMENT.test(segment) ? "…" : segment))
    .join("/");
  const kept = [...url.searchParams].filter(([name]) => LOGGED_PARAMS.has(name));
  const query = kept.length > 0 ? `?${new URLSearchParams(kept)}` : "";
  const origin = url.origin === "http://relative.invalid" ? "" : url.origin;
  return `${origin}${path}${query}`;
}

function write(level: "info" | "warn" | "error", event: string, fields: Fields) {
  const safe: Fields = {};
  for (const [name, value] of Object.entries(fields)) {
    safe[name] = URL_FIELDS.has(name) && typeof value === "string" ? loggedUrl(value) : value;
  }
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...safe });
  if (level === "info") console.log(line);
  else console.error(line);
}

export const log = {
  info: (event: string, fields: Fields = {}) => write("info", event, fields),
  warn: (event: string, fields: Fields = {}) => write("warn", event, fields),
  error: (event: string, fields: Fields = {}) => write("error", event, fields),
};

export function errorFields(error: unknown): Fields {
  return error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
}
