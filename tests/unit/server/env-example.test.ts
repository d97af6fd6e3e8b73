import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readEnv, settingNames } from "~/services/env.server";

/** `NAME=value` lines of .env.example, as an operator's shell or `node --env-file` reads them. */
function exampleSettings(): Record<string, string> {
  const lines = readFileSync(".env.example", "utf8").split("\n");
  const pairs = lines.filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line)).map((line) => line.split(/=(.*)/s));
  return Object.fromEntries(pairs.map(([name, value]) => [name, value ?? ""]));
}

/** Variables named in the first column of the README's configuration tables. */
function readmeSettings(): string[] {
  const readme = readFileSync("README.md", "utf8");
  const section = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("## Production checklist"));
  const firstColumns = section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) => line.split("|")[1] ?? "");
  return firstColumns.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1] ?? ""));
}

describe(".env.example", () => {
  it("lists every setting the site reads, and only those", () => {
    expect(Object.keys(exampleSettings()).sort()).toEqual([...settingNames].sort());
  });

  it("lists every variable the README documents", () => {
    const listed = Object.keys(exampleSettings());
    expect(readmeSettings().length).toBeGreaterThan(20);
    for (const name of readmeSettings()) expect(listed, name).toContain(name);
  });

  it("holds values the site accepts as they are", () => {
    expect(() => readEnv(exampleSettings() as NodeJS.ProcessEnv)).not.toThrow();
  });
});
