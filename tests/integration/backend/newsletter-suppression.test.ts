/**
 * The newsletter's suppression list (issue 36 item 2, decision 202), on PGlite and PostgreSQL: an
 * unsubscribed address is kept as a hash only; subscribing it again gets one confirmation, not one
 * per post, until the person confirms anew, which takes it off the list.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { signToken } from "~shared/newsletter-links";
import type { Mailer, OutgoingMail } from "~shared/types";
import { parsedLead } from "../../helpers/backend/lead";
import { engines, type Opened } from "../../helpers/privacy/engines";

function memoryMailer(): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return { kind: "memory", sent, send: async (mail) => void sent.push(mail) };
}

const subscription = (email: string) => parsedLead({ type: "newsletter", data: { email } });

describe.each(engines)("newsletter suppression on $name", (engine) => {
  let db: Opened | undefined;
  beforeAll(() => engine.start());
  afterAll(() => engine.stop());
  afterEach(async () => {
    await db?.dispose();
    db = undefined;
  });

  it("an unsubscribed address gets one confirmation for any number of new subscriptions, until it confirms", async () => {
    const mailer = memoryMailer();
    db = await engine.open({ mailer });
    const { backend } = db;
    const email = "Baja.Total@Example.com";
    const id = async () =>
      (
        await backend.sql.query<{ id: string }>(
          "select id::text as id from public.newsletter_subscribers where lower(email::text) = lower($1)",
          [email],
        )
      )[0]?.id;
    const confirmations = () =>
      mailer.sent.filter((mail) => mail.to.toLowerCase() === email.toLowerCase() && /confirm/i.test(mail.subject))
        .length;

    expect((await backend.notify(subscription(email))).error).toBeNull();
    const first = await id();
    expect(
      await backend.followNewsletterLink("confirm", await signToken(backend.sql, "confirm", first!)),
    ).toMatchObject({
      outcome: "confirmed",
    });
    await backend.settled();
    const unsubscribed = await backend.followNewsletterLink(
      "unsubscribe",
      await signToken(backend.sql, "unsubscribe", first!),
    );
    expect(unsubscribed).toMatchObject({ outcome: "unsubscribed" });
    // Kept as a hash, never as the address.
    const listed = await backend.sql.query<{ email_hash: string }>(
      "select email_hash from public.newsletter_suppressions",
    );
    expect(listed).toHaveLength(1);
    expect(listed[0]!.email_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(listed)).not.toContain("Baja");

    // Subscribed again, three times (someone else, perhaps): one confirmation, the same answer each time.
    const before = confirmations();
    for (let n = 0; n < 3; n += 1) expect((await backend.notify(subscription(email.toUpperCase()))).error).toBeNull();
    await backend.settled();
    expect(confirmations()).toBe(before + 1);

    // The person confirms anew: off the list, subscribed.
    const again = await id();
    expect(
      await backend.followNewsletterLink("confirm", await signToken(backend.sql, "confirm", again!)),
    ).toMatchObject({
      outcome: "confirmed",
    });
    expect(await backend.sql.query("select 1 from public.newsletter_suppressions")).toHaveLength(0);
  });
});
