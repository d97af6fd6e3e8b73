/**
 * Preloaded into the Deno function in tests: `EdgeRuntime.waitUntil` as Supabase's edge runtime
 * provides it (keep the promise running after the answer), plus a log line per call, so a test sees
 * that the function's mail left through it.
 */
(globalThis as unknown as { EdgeRuntime: { waitUntil(promise: Promise<unknown>): void } }).EdgeRuntime = {
  waitUntil(promise) {
    console.log(JSON.stringify({ level: "info", event: "edge_runtime.wait_until" }));
    promise.catch(() => {});
  },
};
