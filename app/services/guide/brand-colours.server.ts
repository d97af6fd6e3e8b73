import { readFile } from "node:fs/promises";
import path from "node:path";

/** The design tokens the guide uses, read from the light theme of app/styles/tokens.css (one source). */
const TOKENS = {
  text: "--color-text",
  textMuted: "--color-text-muted",
  border: "--color-border",
  surface: "--color-surface",
  primary: "--color-primary",
  primarySoft: "--color-primary-soft",
  onPrimary: "--color-on-primary",
  accent: "--color-accent",
  accentSoft: "--color-accent-soft",
  heroFrom: "--color-hero-from",
  heroTo: "--color-hero-to",
  onHero: "--color-on-hero",
  onHeroMuted: "--color-on-hero-muted",
} as const;

export type BrandColours = Record<keyof typeof TOKENS, string>;

/**
 * The light-theme value of each token: a colour both themes share (`--x: #rrggbb;`) or the light
 * half of a themed one (`--x: var(--light, #rrggbb) var(--dark, ...);`).
 */
export function brandColoursFromCss(css: string): BrandColours {
  const colours = {} as BrandColours;
  for (const [name, token] of Object.entries(TOKENS) as [keyof BrandColours, string][]) {
    const declaration = new RegExp(`${token}:\\s*(?:var\\(--light,\\s*)?(#[0-9a-fA-F]{6})[\\s);]`).exec(css);
    if (!declaration) throw new Error(`tokens.css: ${token} has no #rrggbb light-theme colour`);
    colours[name] = declaration[1].toLowerCase();
  }
  return colours;
}

export async function readBrandColours(root = process.cwd()): Promise<BrandColours> {
  return brandColoursFromCss(await readFile(path.join(root, "app/styles/tokens.css"), "utf8"));
}
