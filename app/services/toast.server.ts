/**
 * The one flash channel (ARCHITECTURE "toasts"): remix-toast 1.2.2 on our own signed cookie session.
 * Its default cookie is effectively unsigned, so every call here passes this storage.
 *
 * A notice set here is read once, by the root loader of the next request: the page after a
 * POST/redirect/GET, or the revalidation that follows a fetcher's answer. (A page that the action
 * re-renders itself carries its notice in that request's action data: see page-action.server.ts.)
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { createCookieSessionStorage, data, type SessionStorage } from "@remix-run/node";
import { createToastUtilsWithCustomSession } from "remix-toast";
import { isToastKey, type Notice } from "~/forms/types";
import { env } from "./env.server";
import { log } from "./logger.server";

/** remix-toast's utilities on our storage, and the key that seals a notice's parameter (`seal`). */
let tools: { utils: ReturnType<typeof createToastUtilsWithCustomSession>; sealKey: Buffer } | undefined;

function flashSecret(configured: string | undefined = env().SESSION_SECRET): string {
  if (configured) return configured;
  log.warn("session_secret.generated", {
    note: "SESSION_SECRET is not set: flash messages are signed with a random per-process secret (pending ones are lost on restart).",
  });
  return randomBytes(32).toString("hex");
}

function createFlashStorage(secret: string): SessionStorage {
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

function flashTools() {
  if (!tools) {
    const secret = flashSecret();
    tools = {
      utils: createToastUtilsWithCustomSession(createFlashStorage(secret)),
      sealKey: createHash("sha256").update(`flash-notice-param\0${secret}`).digest(),
    };
  }
  return tools;
}

function toastUtils() {
  return flashTools().utils;
}

/**
 * A notice's parameter is the visitor's own data (the address the guide went to, the booking's
 * signed link): Remix signs the flash cookie but does not hide it (base64 JSON), so the parameter
 * travels sealed (AES-256-GCM with a key from the flash secret) and is opened by readFlash.
 */
function seal(text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", flashTools().sealKey, iv);
  const sealed = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

function unseal(text: string): string | null {
  try {
    const bytes = Buffer.from(text, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", flashTools().sealKey, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

function asRemixToast(notice: Notice) {
  return { type: notice.type, message: notice.key, ...(notice.param ? { description: seal(notice.param) } : {}) };
}

/** 303 to `url` with a flash notice (the POST/redirect/GET of a successful post without JavaScript). */
export function redirectWithFlash(url: string, notice: Notice) {
  return toastUtils().redirectWithToast(url, asRemixToast(notice), { status: 303 });
}

/**
 * Data for a fetcher (single fetch's `data()`), with the notice in the flash cookie for the
 * revalidating root loader. remix-toast 1.2 writes that cookie only onto a `json()` Response (its
 * `dataWithToast` came with 2.x, for React Router): its Set-Cookie is taken from there.
 */
export async function dataWithFlash<T>(value: T, notice: Notice, init: ResponseInit = {}) {
  const flashed = await toastUtils().jsonWithToast(null, asRemixToast(notice));
  const headers = new Headers(init.headers);
  const cookie = flashed.headers.get("Set-Cookie");
  if (cookie) headers.append("Set-Cookie", cookie);
  return data(value, { ...init, headers });
}

/**
 * Root loader side: the notice for this render and the headers to forward. The cookie is cleared
 * (Set-Cookie forwarded) only when it held a notice, so ordinary pages stay cacheable.
 */
export async function readFlash(request: Request): Promise<{ flash: Notice | null; headers: Headers }> {
  const headers = new Headers();
  try {
    const { toast, headers: cookieHeaders } = await toastUtils().getToast(request);
    if (!toast) return { flash: null, headers };
    const setCookie = cookieHeaders.get("Set-Cookie");
    if (setCookie) headers.append("Set-Cookie", setCookie);
    if (!isToastKey(toast.message)) return { flash: null, headers };
    const param = toast.description ? unseal(toast.description) : null;
    const flash: Notice = { type: toast.type, key: toast.message, ...(param ? { param } : {}) };
    return { flash, headers };
  } catch (error) {
    // A tampered or stale cookie is no reason to fail the page.
    log.warn("flash.unreadable", { error: error instanceof Error ? error.message : String(error) });
    return { flash: null, headers };
  }
}
