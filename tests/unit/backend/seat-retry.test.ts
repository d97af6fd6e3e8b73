/**
 * The seat retry wraps bookings only (issue 34 item 4): a demo that loses its slot's seat to a racing
 * booking is stored again, up to the slot's capacity; any other lead is one transaction, and a unique
 * violation of its insert is that lead's failure (503), never read as a lost seat (409 slot-taken).
 */
import { describe, expect, it } from "vitest";
import { processNotification, type NotificationDeps } from "~shared/notifications";
import type { SqlClient } from "~shared/types";
import { parsedLead } from "../../helpers/backend/lead";
import { settings } from "../../helpers/mail/every-kind";
import { offeredDates } from "../../helpers/demo-dates";

const silentLog = { info() {}, warn() {}, error() {} };

/** A unique violation as both engines report it when the constraint's name is not given. */
function uniqueViolation(): Error {
  return Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" });
}

/**
 * A database where the slot always has a free seat and every insert fails on a unique index, as when
 * another booking takes the seat between the choice and the insert; it counts the transactions.
 */
function conflictingDatabase(): { sql: SqlClient; transactions: () => number } {
  let transactions = 0;
  const tx: SqlClient = {
    async query<T>(text: string): Promise<T[]> {
      if (/^\s*insert\b/i.test(text)) throw uniqueViolation();
      if (text.includes("demo_free_seat")) return [{ seat: 1 } as T];
      return [];
    },
    transaction: (work) => work(tx),
  };
  const sql: SqlClient = {
    query: tx.query,
    async transaction(work) {
      transactions += 1;
      return work(tx);
    },
  };
  return { sql, transactions: () => transactions };
}

function deps(sql: SqlClient, demoSlotCapacity: number): NotificationDeps {
  return {
    sql,
    mailer: { kind: "memory", send: async () => {} },
    log: silentLog,
    settings: { ...settings, demoSlotCapacity },
  };
}

const [, , day] = offeredDates();

describe("the seat retry", () => {
  it("a contact enquiry whose insert fails is one transaction and a failure of its own, not a taken slot", async () => {
    const database = conflictingDatabase();
    const contact = parsedLead({
      type: "contact",
      data: { name: "Ana García", email: "ana@example.com", message: "Una consulta sobre automatización." },
    });

    const outcome = await processNotification(deps(database.sql, 3), contact);

    expect(database.transactions()).toBe(1);
    expect(outcome.status).toBe(503);
    expect(outcome.body.error?.code).toBe("unavailable");
  });

  it("a booking that loses its seat is tried once per seat of the slot, then answered as a taken slot", async () => {
    const database = conflictingDatabase();
    const demo = parsedLead({
      type: "demo",
      data: { name: "Ana García", email: "ana@example.com", phone: "600111222", demo_date: day, demo_time: "10:00" },
    });

    const outcome = await processNotification(deps(database.sql, 3), demo);

    expect(database.transactions()).toBe(3);
    expect(outcome.status).toBe(409);
    expect(outcome.body.error?.code).toBe("slot-taken");
  });
});
