/**
 * The one flash/toast mechanism (ARCHITECTURE "toasts"): remix-toast 1.2.2 on our own signed cookie
 * session. Its default cookie is effectively unsigned, so every call here passes this storage.
 *
 * Two ways a message reaches the page:
 * - after a redirect or a fetcher post, in the flash cookie, read once by the root loader;
 * - when the action re-renders the page itself (a document POST answered 400/429/503), through the
 *   request's load context, because the root loader of that same request cannot see a cookie that
 *   is only being set. The context also carries the form's reply and a Retry-After.
 */
import { randomBytes } from "node:crypto";
import { createCookieSessionStorage, type AppLoadContext, type SessionStorage } from "@remix-run/node";
import { createToastUtilsWithCustomSession } from "remix-toast";
import { isToastKey, type FlashData, type FormReply, type ToastKey, type ToastType } from "~/forms/types";
import { env } from "./env.server";
import { log } from "./logger.server";

export type ToastInput = { type: ToastType; key: ToastKey; param?: string };

type PendingFlash = { toast?: ToastInput; reply?: FormReply; retryAfter?: number };

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Set by the page action for the root loader of the same request (see above). */
    pendingFlash?: PendingFlash;
  }
}

let utils: ReturnType<typeof createToastUtilsWithCustomSession> | undefined;

export function flashSecret(configured: string | undefined = env().SESSION_SECRET): string {
  if (configured) return configured;
  log.warn("session_secret.generated", {
    note: "SESSION_SECRET is not set: flash messages are signed with a random per-process secret (pending ones are lost on restart).",
  });
  return randomBytes(32).toString("hex");
}

export function createFlashStorage(secret: string): SessionStorage {
  return createCookieSessionStorage({
    cookie: {
      name: "__flash",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      // Lives only across one redirect; not Secure so that a plain-HTTP local run keeps working.
      maxAge: 120,
      secrets: [secret],
    },
  });
}

function toastUtils() {
  utils ??= createToastUtilsWithCustomSession(createFlashStorage(flashSecret()));
  return utils;
}

function asRemixToast(toast: ToastInput) {
  return { type: toast.type, message: toast.key, ...(toast.param ? { description: toast.param } : {}) };
}

/** 303 to `url` with a flash message (the POST/redirect/GET of a successful no-JS post). */
export function redirectWithFlash(url: string, toast: ToastInput, init: ResponseInit = {}) {
  return toastUtils().redirectWithToast(url, asRemixToast(toast), { ...init, status: 303 });
}

/** JSON for a fetcher, with the flash message in the cookie for the revalidating root loader. */
export function jsonWithFlash<T>(data: T, toast: ToastInput, init: ResponseInit = {}) {
  return toastUtils().jsonWithToast(data, asRemixToast(toast), init);
}

/** For the root loader of the same request (document POST re-rendered by the action). */
export function stashFlash(context: AppLoadContext | undefined, pending: PendingFlash) {
  if (context) context.pendingFlash = pending;
}

/**
 * Root loader side: the message for this render and the headers to forward. The cookie is
 * cleared (Set-Cookie forwarded) only when it held a message, so ordinary pages stay cacheable.
 */
export async function readFlash(
  request: Request,
  context: AppLoadContext | undefined,
): Promise<{ flash: FlashData; headers: Headers }> {
  const headers = new Headers();
  const pending = context?.pendingFlash;
  let fromCookie: ToastInput | undefined;
  try {
    const { toast, headers: cookieHeaders } = await toastUtils().getToast(request);
    if (toast) {
      const setCookie = cookieHeaders.get("Set-Cookie");
      if (setCookie) headers.append("Set-Cookie", setCookie);
      if (isToastKey(toast.message)) fromCookie = { type: toast.type, key: toast.message, param: toast.description };
    }
  } catch (error) {
    // A tampered or stale cookie is no reason to fail the page.
    log.warn("flash.unreadable", { error: error instanceof Error ? error.message : String(error) });
  }
  if (pending?.retryAfter) headers.set("Retry-After", String(pending.retryAfter));
  const toast = pending?.toast ?? fromCookie;
  return {
    flash: {
      toast: toast
        ? {
            id: randomBytes(6).toString("hex"),
            type: toast.type,
            key: toast.key,
            ...(toast.param ? { param: toast.param } : {}),
          }
        : null,
      reply: pending?.reply ?? null,
    },
    headers,
  };
}

/** The root route's `headers`: forwards what readFlash put on the root loader (Retry-After). */
export function flashHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  const headers = new Headers();
  const retryAfter = loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
