import { describe, expect, it } from "vitest";
import { readEnv } from "~/services/env.server";

const read = (values: Record<string, string>) => readEnv(values as unknown as NodeJS.ProcessEnv);

describe("environment", () => {
  it("an empty variable counts as unset (compose files and .env templates write them)", () => {
    const config = read({ SMTP_URL: "", NOTIFY_EMAIL_TO: " ", TRUST_PROXY: "", SITE_URL: "" });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.NOTIFY_EMAIL_TO).toBeUndefined();
    expect(config.TRUST_PROXY).toBeUndefined();
    expect(config.SITE_URL).toBeUndefined();
  });

  it("page cache and timeout settings have defaults and limits", () => {
    expect(read({})).toMatchObject({ PAGE_CACHE_MB: 64, PAGE_CACHE_BLOG_TTL_SECONDS: 60, REQUEST_TIMEOUT_MS: 30_000 });
    expect(read({ PAGE_CACHE_MB: "0" }).PAGE_CACHE_MB).toBe(0);
    expect(() => read({ PAGE_CACHE_BLOG_TTL_SECONDS: "0" })).toThrow(/PAGE_CACHE_BLOG_TTL_SECONDS/);
    expect(() => read({ REQUEST_TIMEOUT_MS: "10" })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});
