import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Styles live beside their component (decision 060). These checks keep it that way: each class is
 * styled in one file only (context reaches a component through custom properties, e.g. the hero
 * gradient's `--lead-color`, never through another file's selector), and themes are tokens.
 */
const appDir = path.resolve("app");

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith(".css") ? [full] : [];
  });
}

/** Every selector of a stylesheet (comments and at-rule preludes left out). */
function selectors(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const found: string[] = [];
  for (const match of text.matchAll(/([^{}]+)\{/g)) {
    const prelude = match[1]!.trim();
    if (prelude.startsWith("@") || /^(from|to|\d+%)$/.test(prelude)) continue;
    found.push(...prelude.split(",").map((selector) => selector.trim().replace(/\s+/g, " ")));
  }
  return found;
}

/** The classes a selector names, wherever they stand in it. */
function classesOf(selector: string): string[] {
  return [...selector.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
}

const files = cssFiles(appDir);
const relative = (file: string) => path.relative(appDir, file);

describe("stylesheets", () => {
  it("are found beside their components", () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files.map(relative)).toEqual(expect.arrayContaining(["styles/tokens.css", "components/ui/card.css"]));
  });

  it("name each class in one file only", () => {
    const homes = new Map<string, Set<string>>();
    for (const file of files) {
      for (const selector of selectors(readFileSync(file, "utf8"))) {
        for (const name of classesOf(selector)) {
          if (!homes.has(name)) homes.set(name, new Set());
          homes.get(name)!.add(relative(file));
        }
      }
    }
    const twice = [...homes].filter(([, where]) => where.size > 1).map(([name, where]) => `.${name}: ${[...where]}`);
    // Before decision 060, 18 classes were named in two to four files.
    expect(twice).toEqual([]);
  });

  it("write each selector in one file only", () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const file of files) {
      for (const selector of new Set(selectors(readFileSync(file, "utf8")))) {
        const first = seen.get(selector);
        if (first && first !== relative(file)) repeated.push(`${selector}: ${first}, ${relative(file)}`);
        seen.set(selector, relative(file));
      }
    }
    expect(repeated).toEqual([]);
  });

  it("take theme colours from the tokens, written once for both themes", () => {
    const tokens = readFileSync(path.join(appDir, "styles/tokens.css"), "utf8");
    // Each colour token is declared once, with its light and its dark value.
    const declarations = [...tokens.matchAll(/^\s*(--color-[\w-]+):/gm)].map((match) => match[1]);
    expect(new Set(declarations).size).toBe(declarations.length);
    for (const file of files.filter((candidate) => !candidate.endsWith("tokens.css"))) {
      const css = readFileSync(file, "utf8");
      // No theme switch outside the tokens: a component follows the theme through the tokens.
      expect(css, relative(file)).not.toMatch(/prefers-color-scheme|data-theme/);
    }
  });
});

describe("stylesheets of server-rendered components (decision 160)", () => {
  it("the root imports every stylesheet a module imports", () => {
    const root = readFileSync(path.join(appDir, "root.tsx"), "utf8");
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return sources(full);
        return /\.tsx?$/.test(entry.name) ? [full] : [];
      });
    const missing: string[] = [];
    for (const file of sources(appDir)) {
      for (const match of readFileSync(file, "utf8").matchAll(/^import "([^"]+\.css)";/gm)) {
        const spec = match[1]!;
        const target = spec.startsWith("~/")
          ? path.join(appDir, spec.slice(2))
          : path.resolve(path.dirname(file), spec);
        const name = `"~/${path.relative(appDir, target).split(path.sep).join("/")}"`;
        if (!root.includes(`import ${name};`)) missing.push(name);
      }
    }
    expect(missing).toEqual([]);
  });
});
