import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import YAML from "yaml";
import type { z } from "zod";

/**
 * Reads the company's content files (decision 210): YAML only, parsed by the `yaml` package (no
 * JavaScript engine, no custom tags), checked by a Zod schema. A file that breaks its schema is
 * reported with the file and the field named, so an operator can fix it without reading code.
 * The one place that turns a content file into data: every loader of content/company goes through it.
 */

/** Larger than any honest content file: a mistake (a pasted image, a log), not content. */
export const MAX_CONTENT_FILE_BYTES = 256 * 1024;

/** A content file that is not valid: the message names the file and every field at fault. */
export class ContentFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file} is not valid:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ContentFileError";
  }
}

/** "people.0.name: expected a string": a Zod issue as an operator reads it. */
function issueLine(issue: z.core.$ZodIssue): string {
  return `${issue.path.map(String).join(".") || "file"}: ${issue.message}`;
}

/** A YAML text checked against its schema; `file` names it in any error. */
export function parseYamlContent<Schema extends z.ZodType>(
  file: string,
  text: string,
  schema: Schema,
): z.output<Schema> {
  if (Buffer.byteLength(text) > MAX_CONTENT_FILE_BYTES) {
    throw new ContentFileError(file, [`file: larger than ${MAX_CONTENT_FILE_BYTES / 1024} KB`]);
  }
  const document = YAML.parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  if (document.errors.length > 0) {
    throw new ContentFileError(
      file,
      document.errors.map((error) => `YAML: ${error.message.split("\n")[0]}`),
    );
  }
  let data: unknown;
  try {
    // No aliases: a content file has no use for them, and they can multiply a small file's size.
    data = document.toJS({ maxAliasCount: 0 }) ?? {};
  } catch (error) {
    throw new ContentFileError(file, [`YAML: ${error instanceof Error ? error.message : String(error)}`]);
  }
  const result = schema.safeParse(data);
  if (!result.success) throw new ContentFileError(file, result.error.issues.map(issueLine));
  return result.data;
}

/** One file, relative to the working directory in messages. */
export function readYamlFile<Schema extends z.ZodType>(file: string, schema: Schema): z.output<Schema> {
  const shown = path.relative(process.cwd(), file) || file;
  let text: string;
  try {
    if (statSync(file).size > MAX_CONTENT_FILE_BYTES) {
      throw new ContentFileError(shown, [`file: larger than ${MAX_CONTENT_FILE_BYTES / 1024} KB`]);
    }
    text = readFileSync(file, "utf8");
  } catch (error) {
    if (error instanceof ContentFileError) throw error;
    throw new ContentFileError(shown, ["file: cannot be read (does it exist?)"]);
  }
  return parseYamlContent(shown, text, schema);
}

/** Every `*.yaml` file of a folder (none if the folder is missing), by file name; the key is the name without `.yaml`. */
export function readYamlFolder<Schema extends z.ZodType>(
  folder: string,
  schema: Schema,
): Array<{ key: string; file: string; data: z.output<Schema> }> {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith(".yaml"));
  } catch {
    return [];
  }
  return names.sort().map((name) => {
    const file = path.join(folder, name);
    const key = name.slice(0, -".yaml".length);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(key)) {
      throw new ContentFileError(path.relative(process.cwd(), file), [
        "file name: lower-case words joined by hyphens (it is the entry's key)",
      ]);
    }
    return { key, file: path.relative(process.cwd(), file), data: readYamlFile(file, schema) };
  });
}
