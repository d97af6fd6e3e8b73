import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { scratchDir } from "../../helpers/scratch";

const CHECK = path.resolve("scripts/check-dependencies.mjs");

/** A throwaway project: package.json, files (committed to a git repository) and package manifests. */
function project(pkg: object, files: Record<string, string>, packages: Record<string, object>): string {
  const dir = scratchDir("deps-check-");
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write("package.json", JSON.stringify(pkg));
  write("tsconfig.json", JSON.stringify({ compilerOptions: { types: [] } }));
  for (const [file, text] of Object.entries(files)) write(file, text);
  for (const [name, manifest] of Object.entries(packages)) {
    write(`node_modules/${name}/package.json`, JSON.stringify({ name, main: "index.js", ...manifest }));
  }
  // A package with two entries, each needing a peer of its own (as remix-i18next/server needs i18next).
  write("node_modules/toolkit/server.js", 'import { core } from "toolkit-core";\n');
  write("node_modules/toolkit/react.js", 'import { bind } from "toolkit-react";\n');
  write(".gitignore", "node_modules/\n");
  execFileSync("git", ["init", "-q"], { cwd: dir });
  return dir;
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The check's findings on a project, apart from the packages it waits for (the repository's own list). */
function check(dir: string) {
  dirs.push(dir);
  const run = spawnSync(process.execPath, [CHECK, "--json"], { cwd: dir, encoding: "utf8" });
  const { findings, waiting } = JSON.parse(run.stdout) as {
    findings: { name: string; problem: string }[];
    waiting: Record<string, string>;
  };
  const own = findings.filter((finding) => !(finding.name in waiting));
  return {
    status: own.length > 0 ? run.status : 0,
    findings: Object.fromEntries(own.map((f) => [f.name, f.problem])),
    waiting: Object.fromEntries(findings.filter((f) => f.name in waiting).map((f) => [f.name, f.problem])),
    waitingFor: Object.keys(waiting),
  };
}

describe("the dependency check (npm run lint)", () => {
  it("passes a project whose packages are each used where they are declared", () => {
    const dir = project(
      {
        scripts: { test: "vitest run" },
        dependencies: { express: "1", toolkit: "1", "toolkit-core": "1" },
        devDependencies: { vitest: "1", "@types/express": "1", pdfkit: "1" },
      },
      {
        "server.js": 'import express from "express";\n',
        "app/routes/page.tsx": 'import { core } from "toolkit/server";\n',
        // Build-time code under app/ that no route reaches may use development packages.
        "app/services/render.server.ts": 'import PDFDocument from "pdfkit";\n',
      },
      {
        express: {},
        toolkit: { exports: { "./server": "./server.js", "./react": "./react.js" } },
        "toolkit-core": {},
        vitest: { bin: { vitest: "cli.js" } },
        "@types/express": {},
        pdfkit: {},
      },
    );
    const { status, findings } = check(dir);
    expect({ status, findings }).toEqual({ status: 0, findings: {} });
  });

  it("fails on a package imported nowhere, one only development code reads, and a misplaced devDependency", () => {
    const dir = project(
      {
        scripts: { format: "formatter --write ." },
        dependencies: {
          toolkit: "1",
          "toolkit-core": "1",
          "toolkit-react": "1",
          "left-over": "1",
          icons: "1",
          mailer: "1",
          formatter: "1",
        },
        devDependencies: { "never-run": "1", nodemailer: "1" },
      },
      {
        "app/root.tsx":
          'import { core } from "toolkit/server";\nimport { send } from "./mail.server";\nimport { render } from "mailer";\n',
        "app/mail.server.ts": 'export { createTransport as send } from "nodemailer";\n',
        // A computed specifier in a script, and type-only imports in routes: none is a run-time use.
        "scripts/icons.ts": "const glyph = 'x';\nawait import(`icons/glyphs/${glyph}`);\n",
        "app/routes/a.tsx": 'import type { Icon } from "icons";\n',
        "app/routes/b.tsx": 'import { type Icon, type Size } from "icons";\n',
      },
      {
        toolkit: { exports: { "./server": "./server.js", "./react": "./react.js" } },
        "toolkit-core": {},
        "toolkit-react": {},
        "left-over": {},
        icons: {},
        "never-run": {},
        nodemailer: {},
        // A run-time package that imports a package of its own dependencies (as @react-email/render
        // imports prettier): npm installs it for that package, so it is no run-time use of ours.
        mailer: { dependencies: { formatter: "1" } },
        formatter: { bin: { formatter: "cli.js" } },
      },
    );
    writeFileSync(path.join(dir, "node_modules/mailer/index.js"), 'import { format } from "formatter";\n');
    const { status, findings } = check(dir);
    expect(status).toBe(1);
    expect(findings).toEqual({
      // A peer of the entry the site does not load.
      "toolkit-react": expect.stringMatching(/imported nowhere: remove it/),
      "left-over": expect.stringMatching(/imported nowhere: remove it/),
      icons: expect.stringMatching(/used only by .*scripts\/icons\.ts.*: move it to devDependencies/),
      "never-run": expect.stringMatching(/used nowhere: remove it/),
      formatter: expect.stringMatching(/used only by .*: move it to devDependencies/),
      nodemailer: expect.stringMatching(/the running site imports \(app\/mail\.server\.ts\): move it to dependencies/),
    });
  });

  it("fails on a package it waits for once that package is no longer declared", () => {
    const { waiting, waitingFor } = check(project({ dependencies: {} }, {}, {}));
    expect(Object.keys(waiting)).toEqual(waitingFor);
    for (const problem of Object.values(waiting)) expect(problem).toMatch(/no longer a dependency/);
  });

  it("passes the repository itself", () => {
    const run = spawnSync(process.execPath, [CHECK], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});
