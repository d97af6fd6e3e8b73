import { z } from "zod";

/**
 * The environment, validated once at start-up. A wrong value stops the server with a message that
 * names the variable, never a half-working site. Each area adds the variables it reads here.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Absolute origin for canonical/hreflang/sitemap URLs, e.g. https://www.example.es */
  SITE_URL: z.url().optional(),
  COMPANY_EMAIL: z.email().optional(),
  COMPANY_PHONE: z.string().regex(/^\+?[\d\s().-]{6,20}$/).optional(),
  /** Signs the flash-message cookie. Unset: a random secret per process (see README). */
  SESSION_SECRET: z.string().min(32).optional(),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return parsed.data;
}

export function env(): Env {
  cached ??= readEnv();
  return cached;
}
