/**
 * A backend that fails for real: the site runs on DATABASE_URL (a PostgreSQL-protocol server), the
 * server is shut down, and every form answers with its failure notice, values kept, 503, no 500.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
// Types only: the module is imported after the environment is set (beforeAll).
import type * as PageAction from "~/forms/page-action.server";
import { freshDataDir, removeDir } from "../../helpers/backend/pglite-template";
import { offeredDayAhead } from "../../helpers/demo-dates";
import { startClosableDatabase, type ClosableDatabase } from "../../helpers/forms/closable-database";
import { routeAnswer } from "../../helpers/route-answer";

let database: ClosableDatabase;
let dataDir: string;
let action: typeof PageAction.action;
let closeBackend: () => Promise<void>;

beforeAll(async () => {
  dataDir = await freshDataDir();
  database = await startClosableDatabase(dataDir);
  Object.assign(process.env, {
    NODE_ENV: "test",
    DATABASE_URL: database.url,
    OUTBOX_INTERVAL_MS: "0",
    FORM_RATE_LIMIT: "off",
    SESSION_SECRET: "integration-secret-integration-secret-0123",
  });
  ({ action } = await import("~/forms/page-action.server"));
  const backend = await import("~/services/backend/index.server");
  closeBackend = backend.closeBackend;
  // Opened while the database is up (as at server start), then the database goes away.
  await backend.getBackend();
  await database.close();
});

afterAll(async () => {
  await closeBackend().catch(() => {});
  delete process.env.DATABASE_URL;
  removeDir(dataDir);
});

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request("http://site.test/en/contact", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

describe("with the database down", () => {
  it.each([
    [
      "demo",
      { name: "Ana", email: "ana@example.com", phone: "600111222", demo_date: offeredDayAhead(), demo_time: "09:00" },
      "demo.error",
    ],
    ["contact", { name: "Bob", email: "bob@example.com", message: "Hello" }, "contact.error"],
    ["newsletter", { email: "news@example.com" }, "newsletter.error"],
    ["lead-magnet", { name: "Carla", email: "carla@example.com" }, "leadMagnet.error"],
  ])("%s: 503 with the destructive notice and every value kept", async (intent, fields, key) => {
    const context: AppLoadContext = { clientAddress: "192.0.2.1" };
    const response = await routeAnswer(await action({ request: post({ intent, ...fields }), context, params: {} }));
    expect(response.status).toBe(503);
    const body = response.data;
    expect(body).toMatchObject({ intent, status: "failed" });
    expect(body.result.initialValue).toMatchObject(fields);
    // Re-rendered without JavaScript: the notice is in the page's action data, not in a cookie.
    expect(body.notice).toEqual({ type: "error", key });
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("with JavaScript the failure travels in the flash cookie", async () => {
    const response = await routeAnswer(
      await action({
        request: post({ intent: "newsletter", email: "js@example.com" }, { "Sec-Fetch-Dest": "empty" }),
        context: { clientAddress: "192.0.2.2" },
        params: {},
      }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("Set-Cookie")).toMatch(/^__flash=/);
  });
});
