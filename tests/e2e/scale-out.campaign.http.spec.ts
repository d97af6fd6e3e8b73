/**
 * The scaled-out set-up (README "Scaled-out set-up", compose.yaml) with processes instead of
 * containers: two instances of the built site on one real PostgreSQL, started together on an empty
 * database, behind a load balancer that alternates between them (X-Forwarded-For from one proxy
 * hop, TRUST_PROXY=1). They must behave as one site. A campaign: `npm run test:campaigns`.
 */
import { expect, test } from "@playwright/test";
import { startSmtpSink, type SmtpSink } from "../helpers/backend/smtp-sink";
import { startPostgres, type PostgresServer } from "../helpers/server/postgres";
import { patience, WAIT_TIMEOUT_MS } from "../helpers/patience";
import { killWhenSent, startSiteProcess, type SiteProcess } from "../helpers/server/site-process";

const LEADS = 200;
const PARALLEL = 8;

let postgres: PostgresServer;
let smtp: SmtpSink;
let sites: SiteProcess[] = [];

test.beforeAll(async () => {
  postgres = await startPostgres();
  smtp = await startSmtpSink();
  const env = {
    DATABASE_URL: postgres.url,
    SMTP_URL: smtp.url,
    SITE_URL: "http://rts.test",
    TRUST_PROXY: "1",
    FORM_RATE_LIMIT: "5/10m",
    // Both dispatchers poll the outbox often, so they race for every message that needs a retry.
    OUTBOX_INTERVAL_MS: "250",
  };
  // Started together on an empty database: they take turns to apply the migrations. Their data
  // folders hold no database (DATABASE_URL is the one), so they start empty.
  sites = await Promise.all([
    startSiteProcess({ env, emptyDataDir: true }),
    startSiteProcess({ env, emptyDataDir: true }),
  ]);
});

test.afterAll(async () => {
  await Promise.all(sites.map((site) => site.stop().then(() => site.cleanup())));
  await smtp?.close();
  await postgres?.stop();
});

const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function post(site: SiteProcess, path: string, fields: Record<string, string>, visitor: string) {
  return fetch(`${site.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      // What the load balancer appends: the visitor's address (a forged entry on its left is ignored).
      "X-Forwarded-For": `203.0.113.66, ${visitor}`,
    },
    body: formBody(fields),
  });
}

test("two instances on one PostgreSQL: 200 leads stored once, every e-mail sent once, one shared rate limit, one health", async () => {
  const run = `${Date.now()}`;
  const started = Date.now();
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let index = next++; index < LEADS; index = next++) {
        const response = await post(
          sites[index % 2],
          "/contacto",
          {
            intent: "contact",
            name: `Lead ${index}`,
            email: `lead-${run}-${index}@example.com`,
            message: `Scale-out lead number ${index}`,
          },
          `10.77.${index >> 8}.${index & 255}`,
        );
        statuses.push(response.status);
      }
    }),
  );
  expect(statuses.filter((status) => status === 303)).toHaveLength(LEADS);

  // Every lead stored exactly once.
  const stored = await postgres.query<{ email: string; n: number }>(
    "select email::text as email, count(*)::int as n from public.contact_messages where email like $1 group by email",
    [`lead-${run}-%`],
  );
  expect(stored).toHaveLength(LEADS);
  expect(stored.every((row) => row.n === 1)).toBe(true);

  // Every queued e-mail sent exactly once (whichever instance sent it).
  const outbox = () =>
    postgres.query<{ status: string; message_id: string }>(
      `select o.status, o.message->>'messageId' as message_id
         from public.notification_outbox o join public.contact_messages c on c.id = o.lead_id
        where o.lead_type = 'contact' and c.email like $1`,
      [`lead-${run}-%`],
    );
  await expect
    // 200 leads' e-mails through one sink: a few seconds on a quiet machine.
    .poll(async () => (await outbox()).filter((row) => row.status !== "sent").length, { timeout: patience(6_000) })
    .toBe(0);
  const rows = await outbox();
  expect(rows.length).toBeGreaterThanOrEqual(LEADS);
  const delivered = smtp.messages
    .map((mail) => /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(mail.raw)?.[1])
    .filter((id): id is string => Boolean(id));
  for (const row of rows) {
    expect(
      delivered.filter((id) => id === row.message_id),
      row.message_id,
    ).toHaveLength(1);
  }
  expect(delivered).toHaveLength(new Set(delivered).size);
  test.info().annotations.push({
    type: "figures",
    description: `${LEADS} leads over 2 instances in ${Date.now() - started} ms; ${rows.length} e-mails, each delivered once`,
  });

  // One visitor posting alternately to both instances: the limit (5 leads in 10 minutes) is counted once.
  const visitor = "192.0.2.200";
  const subscription = (n: number) => ({ intent: "newsletter", email: `visitor.${n}.${Date.now()}@example.com` });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const response = await post(sites[attempt % 2], "/", subscription(attempt), visitor);
    expect(response.status, `post ${attempt + 1}`).toBe(303);
  }
  const sixth = await post(sites[1], "/", subscription(6), visitor);
  expect(sixth.status).toBe(429);
  expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(500);
  expect((await post(sites[0], "/", subscription(7), visitor)).status).toBe(429);
  // Another visitor behind the same balancer is not limited.
  expect((await post(sites[0], "/", subscription(8), "192.0.2.201")).status).toBe(303);
  const counted = await postgres.query<{ key_hash: string }>("select key_hash from public.form_rate_limit_hits");
  expect(JSON.stringify(counted)).not.toContain("192.0.2.200");

  // The balancer's health check: 200 while the database answers, 503 once it does not.
  for (const site of sites) {
    const health = await fetch(`${site.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
  }
  await postgres.stop();
  for (const site of sites) {
    await expect.poll(async () => (await fetch(`${site.url}/healthz`)).status, { timeout: WAIT_TIMEOUT_MS }).toBe(503);
  }
  // The pages themselves still answer from the page cache or render (the database is only for forms and the blog).
  expect((await fetch(`${sites[0].url}/servicios`)).status).toBe(200);
});

test.describe("kill -9 of one instance while mail flows (issue 27 item 8)", () => {
  const FLOWING = 60;
  let database: PostgresServer;
  let sink: SmtpSink;
  let pair: SiteProcess[] = [];

  test.beforeAll(async () => {
    database = await startPostgres();
    // A mail server that takes a moment over each message, as a remote one does.
    sink = await startSmtpSink(0, { acceptAfterMs: 150 });
    const env = {
      DATABASE_URL: database.url,
      SMTP_URL: sink.url,
      SITE_URL: "http://rts.test",
      TRUST_PROXY: "1",
      FORM_RATE_LIMIT: "off",
      OUTBOX_INTERVAL_MS: "250",
    };
    pair = await Promise.all([
      startSiteProcess({ env, emptyDataDir: true }),
      startSiteProcess({ env, emptyDataDir: true }),
    ]);
  });

  test.afterAll(async () => {
    await Promise.all(pair.map((site) => site.stop("SIGKILL").then(() => site.cleanup())));
    await sink?.close();
    await database?.stop();
  });

  test("the other instance sends the dead one's e-mail at once (not after a lease), each exactly once", async () => {
    const [doomed, survivor] = pair;
    const run = `${Date.now()}`;
    const fields = (n: number) => ({
      intent: "contact",
      name: `Flujo ${n}`,
      email: `flow-${run}-${n}@example.com`,
      message: `Lead en vuelo ${n}`,
      form_token: `flow-token-${run}-${n}-0123456789`,
    });
    // The kill comes the moment the doomed instance reports its fifth e-mail sent.
    const killed = killWhenSent(doomed, 5);
    const answered = new Set<number>();
    let next = 0;
    await Promise.race([
      killed,
      Promise.all(
        [0, 1, 2, 3].map(async () => {
          for (let n = next++; n < FLOWING; n = next++) {
            const response = await post(doomed, "/contacto", fields(n), `10.88.0.${n}`).catch(() => null);
            if (response?.status === 303) answered.add(n);
          }
        }),
      ),
    ]);
    const sentByDoomed = await killed;
    await doomed.exited;
    // Every lead not answered is sent again by its visitor, to the instance that is left.
    for (let n = 0; n < FLOWING; n += 1) {
      if (!answered.has(n)) expect((await post(survivor, "/contacto", fields(n), `10.88.0.${n}`)).status).toBe(303);
    }
    // All of them delivered: the rows the dead instance held are taken over as soon as it is gone;
    // waiting out the old five-minute lease would not fit in this.
    const started = Date.now();
    // Two e-mails per lead: the company's and the visitor's acknowledgement.
    await sink.waitFor(2 * FLOWING, patience(12_000));
    const tookOverMs = Date.now() - started;
    expect(await survivor.stop("SIGTERM")).toBe(0);
    const ids = sink.messages.map((message) => message.messageId);
    expect(ids).toHaveLength(2 * FLOWING);
    expect(ids.length - new Set(ids).size).toBe(0);
    const leads = await database.query<{ n: number }>(
      "select count(*)::int as n from public.contact_messages where email like $1",
      [`flow-${run}-%`],
    );
    expect(leads[0].n).toBe(FLOWING);
    test.info().annotations.push({
      type: "figures",
      description: `kill -9 after ${sentByDoomed} e-mails sent by one of two instances: ${ids.length} delivered, ${ids.length - new Set(ids).size} duplicates, the last ${tookOverMs} ms after the re-posts`,
    });
    console.log(test.info().annotations.at(-1)?.description);
  });
});
