/**
 * The answer to a request shed by the fair share (decision 250): 503 with Retry-After, in the
 * language of the path, made without a render. A post without JavaScript gets its typed values back
 * in a form that sends them again to the same address (nothing is lost); a fetcher's post (which
 * keeps its own form on the page) gets a small JSON answer. Nothing of the visitor is logged.
 */
import { LRUCache } from "lru-cache";
import { languageFromPath } from "~/i18n/language";
import { common } from "~/i18n/resources/common";
import { forms } from "~/i18n/resources/forms";
import { log } from "~/services/logger.server";
import { visitorTag } from "~/services/keyed-hash.server";

/** Seconds a shed client is asked to wait: renders take well under a second each. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** Fields of our forms that are machinery, not what the visitor typed: carried, never shown. */
const TECHNICAL_FIELDS = new Set(["intent", "form_token", "website", "lang"]);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function busyPage(pathWithQuery: string, form?: FormData | null): { html: string; contentType: string } {
  const pathname = pathWithQuery.split("?")[0] ?? "/";
  const lang = languageFromPath(pathname);
  const strings = forms[lang].toast.refusal.busy;
  const home = lang === "en" ? "/en" : "/";
  let resend = "";
  if (form) {
    const hidden: string[] = [];
    const shown: string[] = [];
    const labels = forms[lang].fields as Record<string, string>;
    for (const [name, value] of form.entries()) {
      if (typeof value !== "string") continue;
      hidden.push(`<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`);
      const label = labels[name === "company_size" ? "companySize" : name];
      if (!TECHNICAL_FIELDS.has(name) && label && value.trim() !== "") {
        shown.push(`<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value).replace(/\n/g, "<br>")}</dd>`);
      }
    }
    resend =
      `<form method="post" action="${escapeHtml(pathWithQuery)}">${hidden.join("")}` +
      (shown.length > 0 ? `<dl>${shown.join("")}</dl>` : "") +
      `<button type="submit">${escapeHtml(strings.resend)}</button></form>`;
  }
  const html =
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>503 · ${escapeHtml(strings.title)}</title></head><body><main><h1>${escapeHtml(strings.title)}</h1>` +
    `<p>${escapeHtml(form ? strings.postBody : strings.body)}</p>${resend}` +
    `<p><a href="${home}">${escapeHtml(common[lang].error.home)}</a></p></main></body></html>`;
  return { html, contentType: "text/html; charset=utf-8" };
}

/** A fetcher's (data request's) shed post: the form on the page keeps its values; this says why. */
export function busyData(pathname: string): { body: string; contentType: string } {
  const lang = languageFromPath(pathname);
  const { title, body } = forms[lang].toast.refusal.busy;
  return {
    body: JSON.stringify({ intent: null, status: "refused", notice: { type: "error", title, body } }),
    contentType: "application/json; charset=utf-8",
  };
}

/** Per client, when its shed requests were last logged, and how many since. */
const shedLogged = new LRUCache<string, { at: number; since: number }>({ max: 10_000 });
/** One line per client and this many milliseconds, with the count: a flood does not flood the log. */
const SHED_LOG_EVERY_MS = 10_000;

/**
 * Logs a shed request without personal data: lane, reason, the path as logs may show it (the logger
 * reduces it) and the client's keyed hash; at most one line per client every SHED_LOG_EVERY_MS.
 */
export function noteShed(fields: { lane: string; reason: string; path: string; client: string }): void {
  const visitor = visitorTag(fields.client);
  const now = Date.now();
  const last = shedLogged.get(visitor);
  if (last && now - last.at < SHED_LOG_EVERY_MS) {
    last.since += 1;
    return;
  }
  shedLogged.set(visitor, { at: now, since: 0 });
  log.warn("render.shed", {
    lane: fields.lane,
    reason: fields.reason,
    path: fields.path,
    visitor,
    ...(last ? { shedSinceLastLine: last.since } : {}),
  });
}
