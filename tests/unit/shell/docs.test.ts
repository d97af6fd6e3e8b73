import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The docs are a map (issue 28): a short README, a contributor guide whose every path exists, and an
// index of the decision records that says which are still in force.
const tracked = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { encoding: "utf8" })
  .split("\n")
  .filter(Boolean);
const topLevel = new Set(tracked.map((file) => file.split("/")[0]));
const ALIASES: [string, string][] = [
  ["~shared/", "supabase/functions/_shared/"],
  ["~/", "app/"],
];

const FILE = /\.(?:tsx?|m?js|css|json|md|sql|svg)$/;

/**
 * A path as a regular expression: `<placeholder>` and `*` stand for one name, `{a,b}` for either; a
 * bare file name for that file in any folder; a name without extension for a folder or a module.
 */
function pattern(text: string): RegExp {
  const folder = text.endsWith("/");
  const source = (folder ? text.slice(0, -1) : text)
    .replace(/[.+^$()|[\]\\]/g, "\\$&")
    .replace(/<[^>]+>|\*/g, "[^/]+")
    .replace(/\{([^}]+)\}/g, (_, options: string) => `(?:${options.split(",").join("|")})`);
  const anywhere = text.includes("/") ? "" : "(?:.+/)?";
  const rest = folder ? "/.+" : FILE.test(text) ? "" : "(?:/.+|\\.tsx?)?";
  return new RegExp(`^${anywhere}${source}${rest}$`);
}

/** Whether a path the guide names, from the repository's root (or an alias), is a file or folder of it. */
function exists(name: string): boolean {
  let file = name;
  for (const [alias, target] of ALIASES) if (file.startsWith(alias)) file = target + file.slice(alias.length);
  const wanted = pattern(file);
  return tracked.some((tracked) => wanted.test(tracked));
}

/** The file paths a Markdown document names in code spans, from the repository's root. */
function namedPaths(markdown: string): string[] {
  return [...markdown.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1])
    .filter((token) => !/^[/.{]|[?#=:"'(),;]/.test(token))
    .filter((token) => /\//.test(token) || FILE.test(token));
}

describe("the docs are a map", () => {
  it("the README is at most 120 lines", () => {
    expect(readFileSync("README.md", "utf8").trimEnd().split("\n").length).toBeLessThanOrEqual(120);
  });

  describe("the contributor guide", () => {
    const guide = readFileSync("docs/contributing.md", "utf8");

    it("names every path from the repository's root, and each exists", () => {
      const named = namedPaths(guide);
      expect(named.length).toBeGreaterThan(50);
      const shorthand = named.filter(
        (name) => name.includes("/") && !topLevel.has(name.split("/")[0]) && !name.startsWith("~"),
      );
      // Route ids (es/<key>) and area folders (blog/) are not files: only names with an extension count.
      expect(shorthand.filter((name) => FILE.test(name))).toEqual([]);
      const files = named.filter((name) => !shorthand.includes(name));
      expect(files.filter((name) => !exists(name))).toEqual([]);
    });

    it("its links lead to files of the repository", () => {
      const links = [...guide.matchAll(/\]\(([^)#]+)(?:#[^)]*)?\)/g)].map((match) => match[1]);
      const outside = links.filter((link) => !/^https?:/.test(link) && !exists(path.posix.join("docs", link)));
      expect(outside).toEqual([]);
      expect(guide).not.toMatch(/\.\.\/shared|ARCHITECTURE\.md|STACK\.md/);
    });
  });

  describe("the decision records' index", () => {
    const index = readFileSync("docs/decisions/README.md", "utf8");
    const rows = new Map(
      [...index.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) \| [^|]+ \| [^|]+ \| ([^|]+) \|$/gm)].map((match) => [
        match[2],
        match[3].trim(),
      ]),
    );
    const records = readdirSync("docs/decisions").filter((file) => /^\d{3}-.+\.md$/.test(file));

    it("lists every record once, by its file", () => {
      expect([...rows.keys()].sort()).toEqual(records.sort());
    });

    it("gives a superseded record's status on its first line, as the index does", () => {
      for (const file of records) {
        const first = readFileSync(path.join("docs/decisions", file), "utf8").split("\n")[0];
        const status = rows.get(file) ?? "";
        if (status.startsWith("superseded")) expect(first, file).toBe(`Status: ${status}`);
        else expect(first, file).not.toMatch(/^Status:/);
      }
    });
  });
});
