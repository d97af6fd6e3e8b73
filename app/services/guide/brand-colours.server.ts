import { readFile } from "node:fs/promises";
import path from "node:path";

/** The design tokens the guide uses, read from the light theme of app/styles/app.css (one source). */
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

/** Parses the first `:root { ... }` block (the light theme) of the stylesheet. */
export function brandColoursFromCss(css: string): BrandColours {
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1];
  if (!root) throw new Error("app.css: no :root block with the design tokens");
  const colours = {} as BrandColours;
  for (const [name, token] of Object.entries(TOKENS) as [keyof BrandColours, string][]) {
    const value = new RegExp(`${token}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(root)?.[1];
    if (!value) throw new Error(`app.css: ${token} is not a #rrggbb colour in :root`);
    colours[name] = value.toLowerCase();
  }
  return colours;
}

export async function readBrandColours(root = process.cwd()): Promise<BrandColours> {
  return brandColoursFromCss(await readFile(path.join(root, "app/styles/app.css"), "utf8"));
}
