/**
 * The site applies the retention periods by itself: prepareServer (the server's start-up) starts
 * the retention pass, which removes what expired while the site was down.
 */
import { afterAll, describe, expect, it, vi } from "vitest";
import { removeDir } from "../../helpers/backend/pglite-template";
import { pgliteEngine } from "../../helpers/privacy/engines";
import { age, count, submitLeads } from "../../helpers/privacy/leads";
import { WAIT_TIMEOUT_MS } from "../../helpers/patience";

let dataDir: string | undefined;

afterAll(() => {
  vi.unstubAllEnvs();
  if (dataDir) removeDir(dataDir);
});

describe("start-up", () => {
  it("runs the retention pass on the site's database", async () => {
    await pgliteEngine.start();
    const db = await pgliteEngine.open();
    dataDir = db.dataDir;
    const expired = await submitLeads(db.backend, { name: "Caducada", email: "caducada@pyme.test" }, ["contact"]);
    await submitLeads(db.backend, { name: "Vigente", email: "vigente@pyme.test" }, ["contact"]);
    await age(db.backend.sql, "contact", expired.contact!, 400);
    await db.close();

    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("OUTBOX_INTERVAL_MS", "0");
    const lines: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((line: unknown) => void lines.push(String(line)));
    const { prepareServer, stopServer } = await import("~/services/startup.server");
    const { getBackend, isSqlBackend } = await import("~/services/backend/index.server");
    try {
      await prepareServer();
      const backend = await getBackend();
      if (!isSqlBackend(backend)) throw new Error("expected the embedded backend");
      await expect.poll(() => count(backend.sql, "contact_messages"), { timeout: WAIT_TIMEOUT_MS }).toBe(1);
      await expect
        .poll(() => lines.map((line) => JSON.parse(line)).find((entry) => entry.event === "privacy.retention"), {
          timeout: WAIT_TIMEOUT_MS,
        })
        .toMatchObject({ contact_messages: 1, outbox_deleted: 2 }); // the notice and the acknowledgement
      expect(await count(backend.sql, "contact_messages", "email = 'vigente@pyme.test'")).toBe(1);
    } finally {
      await stopServer();
      spy.mockRestore();
    }
  });
});
