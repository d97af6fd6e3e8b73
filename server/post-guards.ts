/**
 * Posts refused before Remix, at no cost (decision 250): from another site (403; the RFC 8058
 * one-click unsubscribe endpoints excepted, mail providers post them from anywhere), or a document
 * post declaring a body over 32 KB (413). A small page in the language of the path, with a link home.
 * An enhanced form's post, or a body that grows past the limit without declaring it, is refused by
 * the action that reads it (postedBody), unread.
 */
import type { RequestHandler } from "express";
import { languageFromPath, type Lang } from "~/i18n/language";
import { common } from "~/i18n/resources/common";
import { forms } from "~/i18n/resources/forms";
import { log } from "~/services/logger.server";
import { isCrossSitePost, MAX_FORM_BODY_BYTES } from "~/services/request-guards.server";
import { ONE_CLICK_PATHS } from "~shared/newsletter-links";
import { htmlAnswer } from "./answers";
import { visitorOf } from "./visitor";

const ONE_CLICK = new Set<string>(ONE_CLICK_PATHS);

export function postGuards(siteUrl: string | undefined): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    const visitor = visitorOf(res);
    const { pathname } = visitor;
    let refusal: Refusal | null = null;
    if (!ONE_CLICK.has(pathname) && isCrossSitePost(req.headers, req.headers.host ?? "", siteUrl))
      refusal = "cross-site";
    // An enhanced form's post goes on: its action answers the refusal as data the page's scripts read.
    else if (
      req.headers["sec-fetch-dest"] !== "empty" &&
      declaredLength(req.headers["content-length"]) > MAX_FORM_BODY_BYTES
    ) {
      refusal = "too-large";
    }
    if (!refusal) return next();
    const page = refusalPage(languageFromPath(pathname), refusal);
    log.warn("form.refused", { refusal, status: page.status, path: pathname });
    htmlAnswer(req, res, page.status, page.html, visitor.secure);
  };
}

type Refusal = "cross-site" | "too-large";

/** A Content-Length that is not a number is as good as too large. */
function declaredLength(value: string | undefined): number {
  if (value === undefined) return 0;
  return /^\d+$/.test(value.trim()) ? Number(value) : Infinity;
}

const pages = new Map<string, { status: 403 | 413; html: string }>();

function refusalPage(lang: Lang, refusal: Refusal): { status: 403 | 413; html: string } {
  const id = `${lang}|${refusal}`;
  let page = pages.get(id);
  if (!page) {
    const status = refusal === "cross-site" ? 403 : 413;
    const strings = forms[lang].toast.refusal;
    const { title, body } = refusal === "cross-site" ? strings.crossSite : strings.tooLarge;
    const home = lang === "en" ? "/en" : "/";
    const html =
      `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${status} · ${title}</title></head>` +
      `<body><main><h1>${title}</h1><p>${body}</p><p><a href="${home}">${common[lang].error.home}</a></p></main></body></html>`;
    pages.set(id, (page = { status, html }));
  }
  return page;
}
