import { afterAll, describe, expect, it, vi } from "vitest";
import { freshDataDir, removeDir } from "../../helpers/backend/pglite-template";

let dataDir: string | undefined;

afterAll(() => {
  vi.unstubAllEnvs();
  if (dataDir) removeDir(dataDir);
});

describe("prepareServer", () => {
  it("validates the environment, opens the embedded backend, logs the adapter and stops cleanly", async () => {
    dataDir = await freshDataDir();
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("OUTBOX_INTERVAL_MS", "60000");
    const lines: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((line: unknown) => void lines.push(String(line)));
    const { prepareServer, stopServer } = await import("~/services/startup.server");
    const { getBackend } = await import("~/services/backend/index.server");
    try {
      await prepareServer();
      const ready = lines.map((line) => JSON.parse(line)).find((entry) => entry.event === "backend.ready");
      expect(ready).toMatchObject({ adapter: "embedded", mailer: "file" });
      const backend = await getBackend();
      expect(backend.kind).toBe("embedded");
      expect((await backend.featuredPost("es"))?.featured).toBe(true);
    } finally {
      await stopServer();
      spy.mockRestore();
    }
  });
});
