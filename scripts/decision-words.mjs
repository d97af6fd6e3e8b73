#!/usr/bin/env node
/**
 * Words of the decision records in force (docs/decisions/<number>-<name>.md; decision 174): the figure the docs
 * test holds under its ceiling (tests/unit/shell/docs.test.ts) and `npm run docs:words` prints, one
 * count for both. A word is a run of non-space characters.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const DECISIONS_DIR = "docs/decisions";

/** Each record's words, largest first, and their sum. */
export function recordWords(dir = DECISIONS_DIR) {
  const records = readdirSync(dir)
    .filter((file) => /^\d{3}-.+\.md$/.test(file))
    .map((file) => ({ file, words: readFileSync(path.join(dir, file), "utf8").split(/\s+/).filter(Boolean).length }))
    .sort((a, b) => b.words - a.words || a.file.localeCompare(b.file));
  return { records, total: records.reduce((sum, record) => sum + record.words, 0) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { records, total } = recordWords();
  for (const { file, words } of records) console.log(`${String(words).padStart(6)}  ${file}`);
  console.log(`${String(total).padStart(6)}  words in ${records.length} records`);
}
