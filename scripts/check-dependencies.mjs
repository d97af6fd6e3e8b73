#!/usr/bin/env node
// Every declared package earns its place (run by `npm run lint`):
// - a dependency is imported by code the running site loads: server.js and the modules reachable
//   from the app's entries and routes (a package only scripts, tests, configs or type positions
//   use belongs in devDependencies, out of the production image);
// - a devDependency is used somewhere: imported, run as a command (package.json scripts, .ci/run,
//   or by name from a script), a type package of a used package, or named in tsconfig's `types`;
// - a devDependency is not imported by the running site (the production image would lack it).
// Prints one line per package that breaks a rule and exits 1; `--json` prints the findings instead.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = process.cwd();

/**
 * Declared but not used yet, kept on purpose until the named work lands. Temporary: the lead removes
 * an entry when its package is put to work or dropped; an entry whose package is used, or no longer
 * declared, fails the check.
 */
const WAITING_FOR_WORK = {};

const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const dependencies = Object.keys(pkg.dependencies ?? {});
const devDependencies = Object.keys(pkg.devDependencies ?? {});
const declared = new Set([...dependencies, ...devDependencies]);

const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { cwd: root, encoding: "utf8" })
  .split("\n")
  // This file names packages in its comments and lists: not a use of them.
  .filter((file) => /\.(?:[cm]?[jt]sx?|css)$/.test(file) && file !== "scripts/check-dependencies.mjs")
  .filter((file) => existsSync(path.join(root, file)));
const source = new Map(files.map((file) => [file, readFileSync(path.join(root, file), "utf8")]));

/** The package a module specifier names, or null for files, aliases, node: and npm: (Deno) specifiers. */
function packageOf(specifier) {
  if (/^(?:\.|\/|~|node:|npm:|jsr:|https?:)/.test(specifier)) return null;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

const STATIC = /(?:^|[\s;}])(import|export)\s+(type\s+)?(?:([\w*${},\s]+?)\s+from\s+)?["']([^"']+)["']/g;
const CALL = /(?:\bimport|\brequire(?:\.resolve)?|\bimport\.meta\.resolve)\s*\(\s*(?:\/\*.*?\*\/\s*)?["'`]([^"'`$]+)/g;
// A computed specifier (`lucide-react/icons/${glyph}`): a template literal that starts with a package path.
const TEMPLATE = /`((?:@[\w.-]+\/)?[\w.-]+)\/[^`]*\$\{/g;
const REFERENCE = /\/\/\/\s*<reference\s+types=["']([^"']+)["']/g;
const NODE_MODULES = /node_modules\/((?:@[\w.-]+\/)?[\w.-]+)/g;

/** What a file imports: [{ name, specifier, typeOnly }]. */
function importsOf(text) {
  const found = [];
  for (const match of text.matchAll(STATIC)) {
    const names = match[3] ?? "";
    // `import { type A, type B } from "x"` brings in types only, as `import type` does.
    const listed = /^\{([^}]*)\}$/
      .exec(names.trim())?.[1]
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean);
    const inlineTypes = Boolean(listed?.length) && listed.every((name) => /^type\s/.test(name));
    found.push({ specifier: match[4], typeOnly: Boolean(match[2]) || inlineTypes });
  }
  for (const match of text.matchAll(CALL)) found.push({ specifier: match[1], typeOnly: false });
  for (const match of text.matchAll(TEMPLATE)) found.push({ specifier: `${match[1]}/`, typeOnly: false });
  for (const match of text.matchAll(REFERENCE)) found.push({ specifier: match[1], typeOnly: true });
  for (const match of text.matchAll(NODE_MODULES)) found.push({ specifier: match[1], typeOnly: false });
  return found.map((entry) => ({ ...entry, name: packageOf(entry.specifier) }));
}

const imports = new Map([...source].map(([file, text]) => [file, importsOf(text)]));

/** A project file a specifier names, resolved as the compiler and tsconfig's paths do. */
function resolveFile(from, specifier) {
  let base;
  if (specifier.startsWith("~/")) base = path.join("app", specifier.slice(2));
  else if (specifier.startsWith("~shared/")) base = path.join("supabase/functions/_shared", specifier.slice(8));
  else if (specifier.startsWith(".")) base = path.join(path.dirname(from), specifier);
  else return null;
  for (const suffix of ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"]) {
    const candidate = path.normalize(base + suffix);
    if (source.has(candidate) && statSync(path.join(root, candidate)).isFile()) return candidate;
  }
  return null;
}

// What the running site loads: server.js and the HTTP server it starts (server/index.ts, bundled
// by the build), the entries, the root and every route module, and all they import (stylesheets
// included: their url()s reach packages too).
const entries = ["server.js", "server/index.ts", "app/entry.server.tsx", "app/entry.client.tsx", "app/root.tsx"].concat(
  files.filter((file) => file.startsWith("app/routes/")),
);
const runtimeFiles = new Set();
for (const queue = entries.filter((file) => source.has(file)); queue.length > 0;) {
  const file = queue.pop();
  if (runtimeFiles.has(file)) continue;
  runtimeFiles.add(file);
  for (const { specifier } of imports.get(file)) {
    const target = resolveFile(file, specifier);
    if (target && !runtimeFiles.has(target)) queue.push(target);
  }
}

/** Per package: the files that import it at run time, and everything else that uses it. */
const uses = new Map([...declared].map((name) => [name, { runtime: new Set(), development: new Set() }]));
const runtimeSpecifiers = new Set();
for (const [file, list] of imports) {
  for (const { name, specifier, typeOnly } of list) {
    const use = uses.get(name);
    if (!use) continue;
    const runtime = runtimeFiles.has(file) && !typeOnly;
    (runtime ? use.runtime : use.development).add(file);
    if (runtime) runtimeSpecifiers.add(specifier);
  }
}

/** The file of a package a specifier loads under Node (its `exports`, else `main`). */
function packageEntry(specifier) {
  const name = packageOf(specifier);
  const dir = path.join(root, "node_modules", name);
  if (!existsSync(path.join(dir, "package.json"))) return null;
  const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
  const subpath = `.${specifier.slice(name.length)}`;
  const pick = (target) =>
    typeof target === "string" || target == null
      ? target
      : pick(["node", "import", "require", "default"].map((key) => target[key]).find((value) => value != null));
  const exported =
    typeof manifest.exports === "object" &&
    !Array.isArray(manifest.exports) &&
    Object.keys(manifest.exports)[0]?.startsWith(".")
      ? manifest.exports[subpath]
      : subpath === "."
        ? manifest.exports
        : undefined;
  const target = pick(exported) ?? (subpath === "." ? (manifest.module ?? manifest.main ?? "index.js") : subpath);
  for (const suffix of ["", ".js", "/index.js"]) {
    const file = path.join(dir, target + suffix);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

// What those packages import in turn, from the modules the site loads: a declared peer a package
// needs (i18next under remix-i18next/server) is a run-time dependency too; a peer only another entry
// of that package needs (react-i18next under remix-i18next/react) is not, nor a package the importing
// package lists in its own dependencies (prettier under @react-email/render): npm installs that one
// for it, whatever this project declares.
/** The packages a package lists in its own `dependencies`. */
function ownDependencies(owner) {
  const manifest = path.join(root, "node_modules", owner ?? "", "package.json");
  if (!owner || !existsSync(manifest)) return new Set();
  return new Set(Object.keys(JSON.parse(readFileSync(manifest, "utf8")).dependencies ?? {}));
}
const seen = new Set();
for (
  const queue = [...runtimeSpecifiers].map((specifier) => [packageOf(specifier), packageEntry(specifier)]);
  queue.length;
) {
  const [owner, file] = queue.pop();
  if (!file || seen.has(file)) continue;
  seen.add(file);
  for (const { name, specifier } of importsOf(readFileSync(file, "utf8"))) {
    if (specifier.startsWith(".")) {
      const base = path.join(path.dirname(file), specifier);
      const next = ["", ".js", ".mjs", ".cjs", "/index.js"]
        .map((s) => base + s)
        .find((f) => existsSync(f) && statSync(f).isFile());
      if (next) queue.push([owner, next]);
    } else if (
      name &&
      name !== owner &&
      uses.has(name) &&
      !uses.get(name).runtime.size &&
      !ownDependencies(owner).has(name)
    ) {
      uses.get(name).runtime.add(`${owner} (its ${path.relative(path.join(root, "node_modules"), file)})`);
      queue.push([name, packageEntry(specifier)]);
    }
  }
}

// Commands: a package's executables, named in npm scripts and shell files, or spawned by name.
const commandText = [
  Object.values(pkg.scripts ?? {}).join("\n"),
  ...[".ci/run", "Dockerfile", "compose.yaml"].filter((file) => existsSync(file)).map((f) => readFileSync(f, "utf8")),
].join("\n");
for (const name of declared) {
  const manifest = path.join(root, "node_modules", name, "package.json");
  if (!existsSync(manifest)) continue;
  const { bin } = JSON.parse(readFileSync(manifest, "utf8"));
  const commands = typeof bin === "string" ? [name.split("/").pop()] : Object.keys(bin ?? {});
  for (const command of commands) {
    const escaped = command.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    if (new RegExp(`(?:^|[\\s;&|("'/])${escaped}(?=$|[\\s;&|)"'])`, "m").test(commandText)) {
      uses.get(name).development.add("package.json scripts");
    }
    for (const [file, text] of source) {
      if (new RegExp(`["']${escaped}["']`).test(text) && !runtimeFiles.has(file)) uses.get(name).development.add(file);
    }
  }
}

// Type packages: @types/x serves x (and @types/node serves the node: modules); tsconfig may name them.
const tsconfigTypes = JSON.parse(readFileSync(path.join(root, "tsconfig.json"), "utf8")).compilerOptions?.types ?? [];
const anyUse = (use) => use.runtime.size + use.development.size > 0;
for (const name of declared) {
  if (!name.startsWith("@types/")) continue;
  const served = name.slice("@types/".length).replace(/^(.+)__(.+)$/, "@$1/$2");
  const servedUsed =
    served === "node"
      ? [...source.values()].some((text) => /["']node:/.test(text))
      : uses.has(served) && anyUse(uses.get(served));
  if (servedUsed || tsconfigTypes.includes(served)) uses.get(name).development.add(`types of ${served}`);
}

const findings = [];
const listed = (set) => [...set].slice(0, 3).join(", ") + (set.size > 3 ? `, +${set.size - 3}` : "");
for (const name of dependencies) {
  const use = uses.get(name);
  if (name in WAITING_FOR_WORK) {
    if (anyUse(use))
      findings.push({
        name,
        problem: `now used (${listed(use.runtime.size ? use.runtime : use.development)}): remove it from WAITING_FOR_WORK in scripts/check-dependencies.mjs`,
      });
    continue;
  }
  if (use.runtime.size > 0) continue;
  findings.push({
    name,
    problem: use.development.size
      ? `a dependency the running site never imports, used only by ${listed(use.development)}: move it to devDependencies`
      : "a dependency imported nowhere: remove it",
  });
}
for (const name of Object.keys(WAITING_FOR_WORK).filter((name) => !dependencies.includes(name))) {
  findings.push({
    name,
    problem: "no longer a dependency: remove it from WAITING_FOR_WORK in scripts/check-dependencies.mjs",
  });
}
for (const name of devDependencies) {
  const use = uses.get(name);
  if (use.runtime.size > 0) {
    findings.push({
      name,
      problem: `a devDependency the running site imports (${listed(use.runtime)}): move it to dependencies`,
    });
  } else if (use.development.size === 0) {
    findings.push({ name, problem: "a devDependency used nowhere: remove it" });
  }
}

if (process.argv.includes("--json")) {
  console.log(JSON.stringify({ findings, waiting: WAITING_FOR_WORK }, null, 2));
} else {
  for (const [name, reason] of Object.entries(WAITING_FOR_WORK)) console.log(`waiting  ${name}: ${reason}`);
  for (const { name, problem } of findings) console.error(`FAIL     ${name}: ${problem}`);
  console.log(`${declared.size} packages checked, ${findings.length} to fix`);
}
process.exitCode = findings.length > 0 ? 1 : 0;
