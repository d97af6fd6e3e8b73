/**
 * Content files are data (issue 36, decision 200): every file the company edits is read as YAML
 * front matter plus Markdown, within a size cap; a file that is not is named and left out, and this
 * suite fails while any is.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadArticleFiles } from "~/services/articles/article-files.server";
import {
  ContentFileError,
  contentFileMaxBytes,
  DEFAULT_CONTENT_FILE_MAX_KB,
  parseFrontMatter,
  readContentFolder,
} from "~/services/content-files.server";
import { contentProblems } from "~/services/content-problems.server";
import { scratchDir } from "../../helpers/scratch";

const GOOD = `---
title: "Un artículo"
excerpt: "Lo que cuenta."
category: automation
author: company
date: 2026-11-02T10:30:00+01:00
published: true
---

${"palabra ".repeat(50)}
`;

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function folderWith(files: Record<string, string>): string {
  const folder = scratchDir("rts-content-");
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), text);
  }
  return folder;
}

function refusal(text: string, file = "app/content/articles/es/x.md"): ContentFileError {
  try {
    parseFrontMatter(file, text);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentFileError);
    return error as ContentFileError;
  }
  throw new Error("accepted");
}

describe("content files: every one the repository holds", () => {
  it("is valid: no file is refused (a refused file is named here, as at start-up)", () => {
    expect(contentProblems()).toEqual([]);
  });
});

describe("content files: front matter is YAML data, nothing else", () => {
  it("refuses a JavaScript, CoffeeScript or any other engine unread, naming the file", () => {
    const marker = "__rtsContentRan";
    for (const engine of ["js", "javascript", "coffee", "JS ", "toml"]) {
      const text = `---${engine}\n{ title: (globalThis.${marker} = true, "x") }\n---\nbody`;
      const error = refusal(text, "app/content/articles/es/codigo.md");
      expect(error.message).toMatch(/^Content file app\/content\/articles\/es\/codigo\.md is not valid:/);
      expect(error.problems.join()).toMatch(/only YAML is accepted/);
      expect((globalThis as Record<string, unknown>)[marker]).toBeUndefined();
    }
  });

  it("reads `---` and `---yaml` as YAML 1.2: a date stays the text written, no tags run", () => {
    expect(parseFrontMatter("a.md", "---\ndate: 2026-11-02T10:30:00+01:00\n---\nText\n")).toEqual({
      data: { date: "2026-11-02T10:30:00+01:00" },
      body: "Text\n",
    });
    expect(parseFrontMatter("a.md", "\uFEFF---yaml\r\ntitle: x\r\n---\r\nText").data).toEqual({ title: "x" });
    expect(refusal("---\ntitle: !!js/function 'function () {}'\n---\nx").problems.join()).toMatch(
      /front matter: .*tag/i,
    );
  });

  it("refuses a file with no front matter, an unclosed one, a list, or an alias bomb", () => {
    expect(refusal("# Just Markdown").problems.join()).toMatch(/must start with a line `---`/);
    expect(refusal("---\ntitle: x\nbody").problems.join()).toMatch(/no closing line/);
    expect(refusal("---\n- a\n- b\n---\nx").problems.join()).toMatch(/name: value/);
    const bomb = ["a: &a [x, x, x, x, x, x, x, x, x]"]
      .concat(
        Array.from(
          { length: 8 },
          (_, i) =>
            `${"bcdefghi"[i]}: &${"bcdefghi"[i]} [${Array(9)
              .fill(`*${i === 0 ? "a" : "abcdefghi"[i]}`)
              .join(", ")}]`,
        ),
      )
      .join("\n");
    expect(refusal(`---\n${bomb}\n---\nx`).problems.join()).toMatch(/front matter: Excessive alias count/);
  });
});

describe("content files: a size cap per file", () => {
  it("defaults to 256 KB and follows CONTENT_FILE_MAX_KB", () => {
    const before = process.env.CONTENT_FILE_MAX_KB;
    try {
      delete process.env.CONTENT_FILE_MAX_KB;
      expect(contentFileMaxBytes()).toBe(DEFAULT_CONTENT_FILE_MAX_KB * 1024);
      process.env.CONTENT_FILE_MAX_KB = "64";
      expect(contentFileMaxBytes()).toBe(64 * 1024);
    } finally {
      if (before === undefined) delete process.env.CONTENT_FILE_MAX_KB;
      else process.env.CONTENT_FILE_MAX_KB = before;
    }
  });

  it("refuses a 10.8 MB article unread, by name, and keeps the rest", () => {
    const folder = folderWith({
      "es/enorme.md": GOOD + "palabra ".repeat(1_350_000),
      "es/normal.md": GOOD,
    });
    const load = loadArticleFiles(folder);
    expect(load.items.map((article) => article.slug)).toEqual(["normal"]);
    expect(load.problems).toEqual([
      {
        file: expect.stringMatching(/es\/enorme\.md$/),
        problems: [expect.stringMatching(/^size: 10548 KB, above the cap of 256 KB/)],
      },
    ]);
  });
});

describe("content files: a bad file is left out, the others load", () => {
  it("a folder read gives the valid items and each refused file with its problems", () => {
    const folder = folderWith({
      "a.md": "---\ntitle: A\n---\nbody a",
      "b.md": "---js\n{}\n---\nbody b",
      "c.md": "---\ntitle: [unclosed\n---\nbody c",
      "d.txt": "not read",
    });
    const load = readContentFolder(folder, (file, text) => ({ file, ...parseFrontMatter(file, text) }));
    expect(load.items.map((item) => item.data)).toEqual([{ title: "A" }]);
    expect(load.problems.map((problem) => path.basename(problem.file))).toEqual(["b.md", "c.md"]);
    expect(readContentFolder(path.join(folder, "missing"), () => 1)).toEqual({ items: [], problems: [] });
  });
});
