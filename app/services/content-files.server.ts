import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import YAML from "yaml";
import type { z } from "zod";

/**
 * The one reader of the files the company edits (decision 200): the articles (Markdown with YAML
 * front matter) and the company's YAML files under app/content/company/ (identity, people, proof,
 * testimonials, vacancies; decision 210), all treated as data. YAML and nothing else (no `---js`
 * engine, no custom tag, no alias: a file never runs code nor multiplies itself); a file above the
 * size cap is refused unread; a file that breaks its schema is reported by file and field and left
 * out, and the rest of the site starts. `npm test` and the launch check fail on any refused file
 * (`contentProblems()`).
 */

/** Default cap per content file: a long article is about 60 KB; 10 MB is a mistake or an attack. */
export const DEFAULT_CONTENT_FILE_MAX_KB = 256;

/** One refused file: its path (relative to the working folder) and what is wrong, field by field. */
export type ContentProblem = { file: string; problems: string[] };

/** A file that is not valid content: the message names the file and each problem. */
export class ContentFileError extends Error {
  readonly file: string;
  readonly problems: string[];
  constructor(file: string, problems: string[], kind = "Content file") {
    super(`${kind} ${file} is not valid:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ContentFileError";
    this.file = file;
    this.problems = problems;
  }
}

/** The cap in bytes: CONTENT_FILE_MAX_KB when set (env.server validates it), else the default. */
export function contentFileMaxBytes(): number {
  const setting = Number(process.env.CONTENT_FILE_MAX_KB);
  return (Number.isInteger(setting) && setting > 0 ? setting : DEFAULT_CONTENT_FILE_MAX_KB) * 1024;
}

/** The opening line: `---` or `---yaml`; any other word after the dashes names another engine. */
const OPENING = /^---([^\r\n]*)\r?\n/;
const CLOSING = /^---[ \t]*$/m;

/**
 * Splits a file's text into its front matter (parsed as YAML 1.2 by the `yaml` package: plain data,
 * a date stays the text written) and its body. Throws a ContentFileError naming the file.
 */
export function parseFrontMatter(file: string, text: string): { data: unknown; body: string } {
  const source = text.replace(/^\uFEFF/, "");
  const opening = OPENING.exec(source);
  if (!opening) throw new ContentFileError(file, ["front matter: the file must start with a line `---`"]);
  const language = opening[1]!.trim();
  if (language !== "" && language.toLowerCase() !== "yaml") {
    throw new ContentFileError(file, [
      `front matter: only YAML is accepted; \`---${language}\` names another language, refused unread`,
    ]);
  }
  const rest = source.slice(opening[0].length);
  const closing = CLOSING.exec(rest);
  if (!closing) throw new ContentFileError(file, ["front matter: no closing line `---`"]);
  const data = parseYamlData(file, rest.slice(0, closing.index), "front matter");
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new ContentFileError(file, ["front matter: must be a list of `name: value` fields"]);
  }
  return { data, body: rest.slice(closing.index + closing[0].length).replace(/^\r?\n/, "") };
}

/**
 * The one YAML parser of content: YAML 1.2 core schema, data only. An unknown tag (`!!js/function`)
 * is refused, not read as text; a duplicate key is refused; aliases are refused (a content file has
 * no use for them, and a "billion laughs" file multiplies itself). `label` starts each problem.
 */
export function parseYamlData(file: string, text: string, label = "YAML"): unknown {
  try {
    const document = YAML.parseDocument(text, { schema: "core", prettyErrors: false, uniqueKeys: true });
    const [problem] = [...document.errors, ...document.warnings];
    if (problem) throw problem;
    return document.toJS({ maxAliasCount: 0 }) ?? {};
  } catch (error) {
    throw new ContentFileError(file, [
      `${label}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
    ]);
  }
}

/** "people.0.name: expected a string": a Zod issue as an operator reads it. */
function issueLine(issue: z.core.$ZodIssue, whole: string): string {
  return `${issue.path.map(String).join(".") || whole}: ${issue.message}`;
}

/** Data checked against its schema; a ContentFileError names the file and every field at fault. */
export function checkContent<Schema extends z.ZodType>(
  file: string,
  data: unknown,
  schema: Schema,
  whole = "file",
): z.output<Schema> {
  const result = schema.safeParse(data);
  if (!result.success)
    throw new ContentFileError(
      file,
      result.error.issues.map((issue) => issueLine(issue, whole)),
    );
  return result.data;
}

/** A YAML content file's text (app/content/company/), parsed and checked against its schema. */
export function parseYamlContent<Schema extends z.ZodType>(
  file: string,
  text: string,
  schema: Schema,
): z.output<Schema> {
  return checkContent(file, parseYamlData(file, text), schema);
}

/** A content file's text, refused unread above the cap. */
export function readContentText(file: string, maxBytes = contentFileMaxBytes()): string {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    throw new ContentFileError(relative(file), ["file: cannot be read (does it exist?)"]);
  }
  if (size > maxBytes) {
    throw new ContentFileError(relative(file), [
      `size: ${Math.ceil(size / 1024)} KB, above the cap of ${Math.floor(maxBytes / 1024)} KB per file (CONTENT_FILE_MAX_KB)`,
    ]);
  }
  return readFileSync(file, "utf8");
}

/** A path as messages show it: relative to the working folder. */
function relative(file: string): string {
  return path.relative(process.cwd(), file) || file;
}

/**
 * One content file read within the cap and parsed by `parse`: the item, or (for a missing or invalid
 * file) undefined and the problem naming it.
 */
export function readContentFile<T>(
  file: string,
  parse: (file: string, text: string) => T,
  maxBytes?: number,
): { item: T | undefined; problems: ContentProblem[] } {
  try {
    return { item: parse(relative(file), readContentText(file, maxBytes)), problems: [] };
  } catch (error) {
    return { item: undefined, problems: [asProblem(relative(file), error)] };
  }
}

/** What reading a folder gave: the valid items, and each refused file with its problems. */
export type ContentLoad<T> = { items: T[]; problems: ContentProblem[] };

/**
 * Every `.md` (or `extension`) file of a folder (sorted by name), read within the cap and parsed by `parse` (which
 * throws a ContentFileError for an invalid file). A missing folder is an empty one.
 */
export function readContentFolder<T>(
  folder: string,
  parse: (file: string, text: string) => T,
  options: { maxBytes?: number; extension?: string } = {},
): ContentLoad<T> {
  const extension = options.extension ?? ".md";
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith(extension));
  } catch {
    return { items: [], problems: [] };
  }
  const items: T[] = [];
  const problems: ContentProblem[] = [];
  for (const name of names.sort()) {
    const read = readContentFile(path.join(folder, name), parse, options.maxBytes);
    if (read.item !== undefined) items.push(read.item);
    problems.push(...read.problems);
  }
  return { items, problems };
}

/** Any error met while reading a file, as a problem naming it. */
export function asProblem(file: string, error: unknown): ContentProblem {
  if (error instanceof ContentFileError) return { file: error.file, problems: error.problems };
  return { file, problems: [error instanceof Error ? error.message : String(error)] };
}

/** Problems as one readable text, one file a paragraph. */
export function describeProblems(problems: ContentProblem[]): string {
  return problems
    .map(({ file, problems: list }) => `${file}:\n${list.map((problem) => `  - ${problem}`).join("\n")}`)
    .join("\n");
}
