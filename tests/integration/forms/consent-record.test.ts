/**
 * Cookie choices recorded server-side (decision 136), on a real embedded database: the no-JavaScript
 * consent form records what it stores in the cookie; the record route stores what the consent
 * library posts (a first choice, then a withdrawal); malformed records are refused and store nothing;
 * nothing about the visitor is kept; old records expire with the retention pass.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// Types only: the modules are imported after the environment is set (beforeAll).
import type * as PageAction from "~/forms/page-action.server";
import type * as RecordRoute from "~/routes/cookie-consent-record";
import type * as Backend from "~/services/backend/index.server";
import type * as Retention from "~/services/privacy/retention.server";
import type * as ConsentRecord from "~/forms/cookie-consent/record.server";
import { CONSENT_COOKIE_NAME } from "~/components/consent/consent-state";
import { freshDataDir, removeDir } from "../../helpers/backend/pglite-template";
import { routeAnswer, type RouteAnswer } from "../../helpers/route-answer";

let dataDir: string;
let pageAction: typeof PageAction.action;
let recordAction: typeof RecordRoute.action;
let backendModule: typeof Backend;
let retention: typeof Retention;
let setConsentRateLimitForTests: typeof ConsentRecord.setConsentRateLimitForTests;

beforeAll(async () => {
  dataDir = await freshDataDir();
  Object.assign(process.env, {
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    OUTBOX_INTERVAL_MS: "0",
    FORM_RATE_LIMIT: "off",
    SESSION_SECRET: "integration-secret-integration-secret-0123",
  });
  ({ action: pageAction } = await import("~/forms/page-action.server"));
  ({ setConsentRateLimitForTests } = await import("~/forms/cookie-consent/record.server"));
  ({ action: recordAction } = await import("~/routes/cookie-consent-record"));
  backendModule = await import("~/services/backend/index.server");
  retention = await import("~/services/privacy/retention.server");
});

afterAll(async () => {
  await backendModule.closeBackend();
  removeDir(dataDir);
});

function post(url: string, fields: Record<string, string>): Request {
  return new Request(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.9" },
    body: new URLSearchParams(fields).toString(),
  });
}

async function sql() {
  const backend = await backendModule.getBackend();
  if (!backendModule.isSqlBackend(backend)) throw new Error("expected the embedded backend");
  return backend.sql;
}

async function records(consentId: string) {
  return (await sql()).query<{ categories: string[]; revision: number; lang: string }>(
    "select categories, revision, lang from public.cookie_consent_records where consent_id = $1::uuid order by id",
    [consentId],
  );
}

describe("cookie choices are recorded server-side", () => {
  it("records the no-JavaScript form's choice under the id of the cookie it sets", async () => {
    const response = await routeAnswer(
      await pageAction({
        request: post("http://site.test/en/cookie-policy", {
          intent: "cookie-consent",
          choice: "custom",
          analytics: "on",
        }),
        context: { clientAddress: "198.51.100.9" },
        params: {},
      }),
    );
    expect(response.status).toBe(303);
    const cookie = decodeURIComponent(/^cc_cookie=([^;]+)/.exec(response.headers.get("Set-Cookie") ?? "")![1]);
    const { consentId } = JSON.parse(cookie) as { consentId: string };
    expect(response.headers.get("Set-Cookie")).toMatch(new RegExp(`^${CONSENT_COOKIE_NAME}=`));
    expect(await records(consentId)).toEqual([{ categories: ["necessary", "analytics"], revision: 0, lang: "en" }]);
  });

  it("records what the consent library posts, a withdrawal as a new row; refuses malformed records", async () => {
    const consentId = "6f1c1b2e-8d3a-4c55-9a77-0c2a9e4b1d10";
    const send = (fields: Record<string, string>) =>
      recordAction({ request: post("http://site.test/cookies/registro", fields), context: {}, params: {} });
    const given = await send({
      consent_id: consentId,
      categories: "necessary,analytics,functional,advertising",
      revision: "0",
      lang: "es",
    });
    expect(given.status).toBe(201);
    const withdrawn = await send({ consent_id: consentId, categories: "necessary", revision: "0", lang: "es" });
    expect(withdrawn.status).toBe(201);
    expect(await records(consentId)).toEqual([
      { categories: ["necessary", "analytics", "functional", "advertising"], revision: 0, lang: "es" },
      { categories: ["necessary"], revision: 0, lang: "es" },
    ]);

    const malformed: Record<string, string>[] = [
      { consent_id: "not-a-uuid", categories: "necessary", revision: "0", lang: "es" },
      { consent_id: consentId, categories: "analytics", revision: "0", lang: "es" }, // necessary is always there
      { consent_id: consentId, categories: "necessary,tracking", revision: "0", lang: "es" },
      { consent_id: consentId, categories: "necessary", revision: "-1", lang: "es" },
      { consent_id: consentId, categories: "necessary", revision: "0", lang: "fr" },
      {},
    ];
    for (const bad of malformed) {
      expect((await send(bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect(await records(consentId)).toHaveLength(2);

    // Nothing about the visitor: the table has no column for an address, a user agent or a name.
    const columns = await (
      await sql()
    ).query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_schema = 'public' and table_name = 'cookie_consent_records' order by ordinal_position",
    );
    expect(columns.map((c) => c.column_name)).toEqual([
      "id",
      "consent_id",
      "categories",
      "revision",
      "lang",
      "recorded_at",
    ]);
  });

  it("stores a repeated choice once: A, A, B, A is three rows, and the repeats answer 200 (issue 27 item 6)", async () => {
    const consentId = "0b6f7f1e-2a51-4c0e-9d8e-5a4e3c2b1a09";
    const send = (categories: string) =>
      recordAction({
        request: post("http://site.test/cookies/registro", {
          consent_id: consentId,
          categories,
          revision: "0",
          lang: "en",
        }),
        context: {},
        params: {},
      });
    const statuses = [];
    for (const choice of ["necessary,analytics", "analytics,necessary", "necessary", "necessary,analytics"]) {
      statuses.push((await send(choice)).status);
    }
    expect(statuses).toEqual([201, 200, 201, 201]);
    expect((await records(consentId)).map((row) => row.categories)).toEqual([
      ["necessary", "analytics"],
      ["necessary"],
      ["necessary", "analytics"],
    ]);
    // Identical posts at once are one choice, not two.
    const sameId = "5d1a0c9b-7e6f-4a3b-8c2d-1e0f9a8b7c6d";
    await Promise.all(
      [1, 2, 3, 4].map(() =>
        recordAction({
          request: post("http://site.test/cookies/registro", {
            consent_id: sameId,
            categories: "necessary",
            revision: "0",
            lang: "es",
          }),
          context: {},
          params: {},
        }),
      ),
    );
    expect(await records(sameId)).toHaveLength(1);
  });

  it("limits each visitor's choices (both the form and the library's route), refused before anything is stored", async () => {
    setConsentRateLimitForTests("2/10m"); // four times as many choices: 8 in 10 minutes
    try {
      const visitor = (n: number) => ({ clientAddress: `203.0.113.${n}` });
      const choice = (n: number) =>
        post("http://site.test/cookies/registro", {
          consent_id: `1a2b3c4d-0000-4000-8000-${String(n).padStart(12, "0")}`,
          categories: "necessary",
          revision: "0",
          lang: "es",
        });
      const answers = [];
      const record = (request: Request, context: { clientAddress: string }) =>
        recordAction({ request, context, params: {} });
      for (let n = 0; n < 10; n += 1) answers.push((await record(choice(n), visitor(40))).status);
      expect(answers).toEqual([...Array(8).fill(201), 429, 429]);
      // The no-JavaScript form counts in the same bucket; another visitor is not limited.
      const form = post("http://site.test/politica-cookies", { intent: "cookie-consent", choice: "all" });
      const refused = await routeAnswer(await pageAction({ request: form, context: visitor(40), params: {} }));
      expect(refused.status).toBe(429);
      expect(JSON.stringify(refused.data)).toContain("rateLimited");
      expect((await record(choice(99), visitor(41))).status).toBe(201);
      expect(await records(`1a2b3c4d-0000-4000-8000-${String(8).padStart(12, "0")}`)).toHaveLength(0);
    } finally {
      setConsentRateLimitForTests("off");
    }
  });

  it("a forged consent id in the cookie is replaced, and the choice recorded without an error (issue 27 item 13)", async () => {
    const forged = encodeURIComponent(
      JSON.stringify({
        categories: ["necessary"],
        revision: 0,
        data: null,
        consentTimestamp: new Date().toISOString(),
        consentId: "'; drop table x; --",
        services: {},
        languageCode: "es",
        lastConsentTimestamp: new Date().toISOString(),
        expirationTime: Date.now() + 86_400_000,
      }),
    );
    const request = post("http://site.test/politica-cookies", { intent: "cookie-consent", choice: "all" });
    request.headers.set("Cookie", `${CONSENT_COOKIE_NAME}=${forged}`);
    const errors: string[] = [];
    const original = console.error;
    console.error = (line: string) => void errors.push(String(line));
    let response: RouteAnswer;
    try {
      response = await routeAnswer(
        await pageAction({ request, context: { clientAddress: "198.51.100.10" }, params: {} }),
      );
    } finally {
      console.error = original;
    }
    expect(response.status).toBe(303);
    const cookie = decodeURIComponent(/^cc_cookie=([^;]+)/.exec(response.headers.get("Set-Cookie") ?? "")![1]);
    const { consentId } = JSON.parse(cookie) as { consentId: string };
    expect(consentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await records(consentId)).toHaveLength(1);
    expect(errors.filter((line) => line.includes('"level":"error"'))).toEqual([]);
  });

  it("expires records older than RETENTION_CONSENT_DAYS with the retention pass", async () => {
    const db = await sql();
    const [{ spanish }] = await db.query<{ spanish: number }>(
      "select count(*)::int as spanish from public.cookie_consent_records where lang = 'es'",
    );
    await db.query(
      "update public.cookie_consent_records set recorded_at = recorded_at - interval '1096 days' where lang = 'es'",
    );
    const policy = retention.retentionPolicy({ ...backendEnvDefaults() });
    const report = await retention.applyRetention(db, policy, { outboxDir: `${dataDir}/outbox` });
    expect(report.cookie_consent_records).toBe(spanish);
    const [{ n }] = await db.query<{ n: number }>(
      "select count(*)::int as n from public.cookie_consent_records where lang = 'en'",
    );
    const [{ all }] = await db.query<{ all: number }>("select count(*)::int as all from public.cookie_consent_records");
    expect(all).toBe(n); // only the English ones, recorded just now, are left
  });
});

function backendEnvDefaults() {
  return {
    RETENTION_DEMO_DAYS: 365,
    RETENTION_CONTACT_DAYS: 365,
    RETENTION_LEAD_MAGNET_DAYS: 365,
    RETENTION_SENT_MAIL_DAYS: 30,
    RETENTION_NEWSLETTER_PENDING_DAYS: 7,
    RETENTION_CONSENT_DAYS: 1095,
  };
}
