import type { Logger } from "~shared/types";
import { errorMessage } from "~shared/types";
import type { SqlSiteBackend } from "./sql-backend.server";

export type OutboxDispatcher = { stop(): void; runOnce(): Promise<void> };

/**
 * Retries unsent e-mail in the background: one pass at start (mail left over from before a
 * restart), then every `intervalMs`. Passes never overlap; the claim in SQL keeps them exact even
 * if another process dispatches the same outbox.
 */
export function startOutboxDispatcher(backend: SqlSiteBackend, intervalMs: number, log: Logger): OutboxDispatcher {
  let running: Promise<void> | null = null;
  let stopped = false;

  const runOnce = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    running ??= (async () => {
      try {
        // Drain in batches so a long backlog does not wait for many intervals.
        for (let batch = 0; batch < 20 && !stopped; batch += 1) {
          const result = await backend.dispatchOutbox({ limit: 50 });
          if (result.claimed > 0) log.info("outbox.pass", { ...result });
          if (result.claimed < 50) break;
        }
      } catch (error) {
        log.error("outbox.pass_failed", { error: errorMessage(error) });
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const timer = intervalMs > 0 ? setInterval(() => void runOnce(), intervalMs) : null;
  timer?.unref();
  void runOnce();
  return {
    runOnce,
    stop() {
      stopped = true;
      if (timer) clearInterval(timer);
    },
  };
}
