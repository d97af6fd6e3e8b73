/**
 * Content files are data (issue 36, decision 200): every file the company edits (articles as YAML
 * front matter plus Markdown, the company's YAML files) is read as YAML data within a size cap; a
 * file that is not is named and left out, and this suite fails while any is.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { unsetIdentity } from "~/config/company";
import { loadArticleFiles } from "~/services/articles/article-files.server";
import { readCompanyContent, COMPANY_DIR } from "~/services/content/company-content.server";
import {
  ContentFileError,
  contentFileMaxBytes,
  DEFAULT_CONTENT_FILE_MAX_KB,
  parseFrontMatter,
  readContentFolder,
} from "~/services/content-files.server";
import { contentProblems } from "~/services/content-problems.server";
import { launchGaps } from "~/services/launch-check.server";
import { scratchDir } from "../../helpers/scratch";
import { exampleTestimonial } from "../../helpers/example-testimonial";

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

  it("refuses a file with no front matter, an unclosed one, a list, an alias or an alias bomb", () => {
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
    // No content file needs an alias: every one is refused (the one YAML parser, decision 200).
    expect(refusal("---\ntitle: &t x\nexcerpt: *t\n---\nx").problems.join()).toMatch(/front matter: Alias /);
    expect(refusal(`---\n${bomb}\n---\nx`).problems.join()).toMatch(/front matter: Alias /);
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

describe("content files: every kind the company edits is read the same way (issue 36 deliverable 3)", () => {
  /** A copy of the repository's company folder with one file replaced (or added, from `start`). */
  function companyWith(file: string, edit: (text: string) => string, start?: string): string {
    const folder = folderWith({});
    const directory = path.join(folder, "company");
    cpSync(COMPANY_DIR, directory, { recursive: true });
    writeFileSync(path.join(directory, file), edit(start ?? readFileSync(path.join(directory, file), "utf8")));
    return directory;
  }
  const original = readCompanyContent();

  const cases: Array<{ file: string; start?: string; edit: (text: string) => string; field: RegExp }> = [
    { file: "people/ceo.yaml", edit: (text) => text.replace(/^role:/m, "rol:"), field: /^role: /m },
    { file: "partners.yaml", edit: () => "- { name: 3 }\n", field: /^0\./ },
    {
      file: "vacancies/robotics.yaml",
      edit: (text) => text.replace("employmentType: FULL_TIME", "employmentType: SOMETIMES"),
      field: /^employmentType: /,
    },
    {
      // The repository ships no testimonial (decision 245): one the company would add.
      file: "testimonials/example-client.yaml",
      start: exampleTestimonial,
      edit: (text) => text.replace("rating: 5", "rating: 11"),
      field: /^rating: /,
    },
    {
      file: "people/ceo.yaml",
      edit: (text) => text.replace("photo: null", "photo: !!js/function 'function () {}'"),
      field: /^YAML: .*tag/i,
    },
    {
      file: "vacancies/ai-ml.yaml",
      edit: (text) => text + `# ${"x".repeat(300 * 1024)}\n`,
      field: /^size: .*CONTENT_FILE_MAX_KB/,
    },
  ];
  for (const { file, start, edit, field } of cases) {
    it(`a bad ${file} is named with its field, left out, and listed by contentProblems; the rest loads`, () => {
      const content = readCompanyContent(companyWith(file, edit, start));
      expect(content.problems).toHaveLength(1);
      expect(content.problems[0]!.file).toMatch(new RegExp(`company/${file.replace(".", "\\.")}$`));
      expect(content.problems[0]!.problems.join("\n")).toMatch(field);
      expect(contentProblems(content)).toEqual(content.problems);
      const gap = `content file: ${content.problems[0]!.file} is left out: ${content.problems[0]!.problems[0]}`;
      expect(launchGaps({}, content, "public")).toContain(gap);
      const kept = (list: Array<{ file: string }>) => list.filter((item) => !item.file.endsWith(file)).length;
      expect(content.people).toHaveLength(kept(original.people));
      expect(content.vacancies).toHaveLength(kept(original.vacancies));
      expect(content.testimonials).toHaveLength(kept(original.testimonials));
      expect(content.identity).toEqual(original.identity);
    });
  }

  it("a malformed identity file leaves the identity unset (the trade name only), named, and the rest loads", () => {
    const content = readCompanyContent(companyWith("identity.yaml", () => 'nif: "B12345675"\nnif: "B12345674"\n'));
    expect(content.identity).toEqual(unsetIdentity);
    expect(content.problems).toEqual([
      {
        file: expect.stringMatching(/company\/identity\.yaml$/),
        problems: [expect.stringMatching(/^YAML: .*unique/i)],
      },
    ]);
    expect(content.vacancies).toHaveLength(original.vacancies.length);
  });
});
