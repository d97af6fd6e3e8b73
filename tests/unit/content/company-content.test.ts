import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { isCompanyNif } from "~/content/company/schema";
import { readCompanyContent } from "~/services/content/company-content.server";
import { readImageManifest } from "~/services/content/content-images.server";
import { personWithPage, quoteSignature } from "~/services/content/people.server";
import { vacancyDescriptionHtml, vacancySections } from "~/services/content/vacancies.server";
import { launchGaps, launchReport } from "~/services/launch-check.server";
import { careers } from "~/i18n/resources/careers";
import { buildContentImages } from "../../../scripts/content-images";
import { scratchDir } from "../../helpers/scratch";
import { addExampleTestimonial, exampleTestimonial } from "../../helpers/example-testimonial";
import { TEST_TIMEOUT_MS } from "../../helpers/patience";

/** Issue 37: the company's identity, people, proof and vacancies as files it edits (decisions 210-214). */

const REPO = "app/content/company";

/** A copy of the repository's content folder to break or fill in. */
function contentCopy(): string {
  const directory = path.join(scratchDir("rts-company-"), "company");
  cpSync(REPO, directory, { recursive: true });
  return directory;
}

/** The one file the folder's read left out (a mistake does not stop the read: decision 200). */
function problemsOf(directory: string): { file: string; problems: string[] } {
  const { problems } = readCompanyContent(directory, {});
  expect(problems).toHaveLength(1);
  return problems[0]!;
}

const words = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;

describe("company content files (decision 210)", () => {
  it("the repository's files are valid, with the specification's team of two and four vacancies", () => {
    const content = readCompanyContent();
    expect(content.people.map((person) => [person.key, person.role.en, person.name])).toEqual([
      ["ceo", "CEO", null],
      ["direccion-operaciones", "Director of Operations", null],
    ]);
    expect(content.vacancies.map((vacancy) => vacancy.id)).toEqual(["full-stack", "ai-ml", "consultant", "robotics"]);
  });

  it("a mistake names the file and the field", () => {
    const directory = contentCopy();
    writeFileSync(path.join(directory, "identity.yaml"), 'legalName: "Ejemplo"\nnif: "B12345675"\n');
    const identity = problemsOf(directory);
    expect(identity.file).toMatch(/identity\.yaml$/);
    expect(identity.problems.join("\n")).toMatch(/^legalName: .*legal form/m);
    expect(identity.problems.join("\n")).toMatch(/^nif: not a valid company NIF/m);

    const other = contentCopy();
    const vacancy = path.join(other, "vacancies/robotics.yaml");
    writeFileSync(
      vacancy,
      readFileSync(vacancy, "utf8").replace("employmentType: FULL_TIME", "employmentType: SOMETIMES"),
    );
    const broken = problemsOf(other);
    expect(broken.file).toMatch(/vacancies\/robotics\.yaml$/);
    expect(broken.problems[0]).toMatch(/^employmentType: /);
  });

  it("YAML only: no aliases, no unknown fields, and a photo must be an existing, built file", () => {
    const directory = contentCopy();
    writeFileSync(path.join(directory, "press.yaml"), "- &a { outlet: x }\n- *a\n");
    expect(problemsOf(directory).problems[0]).toMatch(/^YAML: /);
    writeFileSync(path.join(directory, "press.yaml"), "[]\n");
    const person = path.join(directory, "people/ceo.yaml");
    writeFileSync(
      person,
      readFileSync(person, "utf8").replace("photo: null", "photo: { file: team/ceo.jpg, alt: { es: a, en: a } }"),
    );
    expect(problemsOf(directory).problems[0]).toMatch(/^photo\.file: no file /);
    writeFileSync(person, `${readFileSync(person, "utf8")}\nnickname: x\n`);
    expect(problemsOf(directory).problems.join("\n")).toMatch(/nickname/);
  });

  it("a company NIF is checked by its control character", () => {
    expect(isCompanyNif("B12345674")).toBe(true);
    expect(isCompanyNif("B12345675")).toBe(false);
    expect(isCompanyNif("Q2826000H")).toBe(true);
    expect(isCompanyNif("12345678Z")).toBe(false);
  });
});

describe("vacancies (decision 212, issue 37 item 4)", () => {
  const { vacancies } = readCompanyContent();
  for (const vacancy of vacancies) {
    for (const lang of ["es", "en"] as const) {
      it(`${vacancy.id} (${lang}): at least 250 words of its own, no salary the company did not give`, () => {
        const copy = vacancy[lang];
        const own = [copy.summary, ...copy.about, ...vacancySections(vacancy, lang).flatMap((s) => s.items)].join(" ");
        expect(words(own)).toBeGreaterThanOrEqual(250);
        expect(vacancy.salary).toBeNull();
        const html = vacancyDescriptionHtml(vacancy, lang, careers[lang]);
        expect(html).toContain(`<strong>${careers[lang].responsibilities}</strong>`);
        expect(html).not.toMatch(/<(script|img)/);
      });
    }
  }
});

describe("people (decision 213)", () => {
  it("the careers quote is signed by the person's role until the company gives the name", () => {
    expect(quoteSignature("direccion-operaciones", "es")).toEqual({ author: "Director/a de Operaciones", role: "RTS" });
    expect(quoteSignature("direccion-operaciones", "en")).toEqual({ author: "Director of Operations", role: "RTS" });
  });

  it("an author page needs a name and a bio of 250 words; nobody has one until the company gives it", () => {
    expect(personWithPage("ceo")).toBeUndefined();
    expect(personWithPage("laura-martinez")).toBeUndefined();
    const directory = contentCopy();
    const file = path.join(directory, "people/ceo.yaml");
    const long = Array.from({ length: 260 }, (_, index) => `palabra${index}`).join(" ");
    writeFileSync(
      file,
      readFileSync(file, "utf8")
        .replace('name: ""', 'name: "Nombre Apellido"')
        .replace(/bio:\n {2}es: ""\n {2}en: ""/, `bio:\n  es: "${long}"\n  en: "${long}"`),
    );
    const person = readCompanyContent(directory, {}).people[0];
    expect(person.name).toBe("Nombre Apellido");
    expect(words(person.bio!.es)).toBe(260);
  });
});

describe("photos and logos: one original, modern formats and sizes (decision 211)", () => {
  it(
    "a photo becomes AVIF, WebP and JPEG at each width up to its own; the page gets srcset, width and height",
    async () => {
      const root = scratchDir("rts-images-");
      const source = path.join(root, "source");
      const output = path.join(root, "output");
      mkdirSync(path.join(source, "team"), { recursive: true });
      await sharp({ create: { width: 700, height: 700, channels: 3, background: "#336699" } })
        .jpeg()
        .toFile(path.join(source, "team/ceo.jpg"));
      const manifest = await buildContentImages(source, output);
      expect(manifest["team/ceo.jpg"]).toMatchObject({
        width: 700,
        height: 700,
        fallback: "jpg",
        widths: [160, 320, 640, 700],
      });
      for (const format of ["avif", "webp", "jpg"]) {
        expect(existsSync(path.join(output, `team/ceo-320.${format}`)), format).toBe(true);
      }
      const { width } = await sharp(path.join(output, "team/ceo-320.avif")).metadata();
      expect(width).toBe(320);

      const directory = contentCopy();
      mkdirSync(path.join(directory, "images/team"), { recursive: true });
      cpSync(path.join(source, "team/ceo.jpg"), path.join(directory, "images/team/ceo.jpg"));
      const file = path.join(directory, "people/ceo.yaml");
      writeFileSync(
        file,
        readFileSync(file, "utf8").replace(
          "photo: null",
          "photo: { file: team/ceo.jpg, alt: { es: Retrato, en: Portrait } }",
        ),
      );
      const photo = readCompanyContent(directory, readImageManifest(output)).people[0].photo!;
      expect(photo).toMatchObject({ width: 700, height: 700, src: "/images/content/team/ceo-700.jpg" });
      expect(photo.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
      expect(photo.sources[0].srcSet).toContain("/images/content/team/ceo-160.avif 160w");
    },
    TEST_TIMEOUT_MS,
  );
});

describe("launch check (decision 214)", () => {
  it("names every empty identity field, missing setting and empty slot; nothing once all is given", () => {
    const content = readCompanyContent();
    const gaps = launchGaps({}, content, "public");
    for (const expected of [
      /^identity: legalName/,
      /^identity: nif/,
      /^identity: registry/,
      /^identity: kitDigitalAdhesion/,
      /^setting: SITE_URL/,
      /^setting: SESSION_SECRET/,
      /^setting: SMTP_URL/,
      /^Kit Digital: the official logo "Acelera pyme"/,
      /^proof: no partners/,
      /^proof: no awards/,
      /^person CEO .*name is empty/,
      /^person Director of Operations .*no photo/,
      /^vacancy robotics: salary is empty/,
    ]) {
      expect(
        gaps.some((gap) => expected.test(gap)),
        String(expected),
      ).toBe(true);
    }
    const settings = { SITE_URL: "https://www.example.es", SESSION_SECRET: "x".repeat(32), SMTP_URL: "smtp://a" };
    const withSettings = launchGaps(settings, content, "public");
    expect(withSettings.filter((gap) => gap.startsWith("setting:"))).toEqual([]);
    expect(withSettings.length).toBe(gaps.length - 3);
    expect(launchReport([])).toBe("Launch check: nothing missing.");
    expect(launchReport(gaps).split("\n")).toHaveLength(gaps.length + 1);
  });

  it(
    "npm run launch:check prints the list and exits non-zero",
    () => {
      const run = spawnSync(process.execPath, ["scripts/run-ts.mjs", "scripts/launch-check.ts"], {
        encoding: "utf8",
        env: { ...process.env, SITE_URL: "", SESSION_SECRET: "", SMTP_URL: "", SUPABASE_URL: "" },
        timeout: TEST_TIMEOUT_MS,
      });
      expect(run.status).toBe(1);
      expect(run.stdout).toMatch(/^Launch check: \d+ things a public launch still lacks:/);
      expect(run.stdout).toContain("identity: nif is empty (app/content/company/identity.yaml)");
      expect(run.stdout).toContain("setting: SITE_URL is not set");
    },
    TEST_TIMEOUT_MS,
  );
});

describe("testimonials (decisions 210, 245)", () => {
  it("the repository ships none: the specification names no client, so the launch check names each slot", () => {
    const content = readCompanyContent();
    expect(content.testimonials).toEqual([]);
    const gaps = launchGaps({}, content, "public");
    expect(gaps).toContain(
      "testimonials: the home page shows 0 of 6 (a file each in app/content/company/testimonials/, its id in app/content/home.ts)",
    );
    for (const page of ["service-ai", "service-robotics", "service-marketing", "service-software"]) {
      expect(gaps).toContain(
        `testimonials: the ${page} page shows 0 of 2 (a file each in app/content/company/testimonials/, its id in app/content/service-pages.ts)`,
      );
    }
    expect(gaps).toContain("client quote: the how-we-work page has none (app/content/how-we-work.ts)");
    expect(gaps.filter((gap) => gap.startsWith("client quote: the success case "))).toHaveLength(5);
  });

  it("a testimonial the company adds is read with its case's placeholders; one naming no case is left out", () => {
    const directory = contentCopy();
    addExampleTestimonial(directory);
    const { testimonials, problems } = readCompanyContent(directory, {});
    expect(problems).toEqual([]);
    expect(testimonials.map((t) => [t.id, t.person, t.case])).toEqual([
      ["example-client", "Nombre Ejemplo", "case-hotel"],
    ]);
    expect(testimonials[0]!.es.results).toMatch(/^\{cost:abs\}/);
    // Without a photo, the launch check asks for one.
    expect(launchGaps({}, readCompanyContent(directory, {}), "public")).toContain(
      `testimonial example-client: no photo (${testimonials[0]!.file})`,
    );

    addExampleTestimonial(
      directory,
      "example-client",
      exampleTestimonial.replace("case: case-hotel", "case: case-nope"),
    );
    const wrong = problemsOf(directory);
    expect(wrong.file).toMatch(/testimonials\/example-client\.yaml$/);
    expect(wrong.problems[0]).toMatch(/^case: no success case "case-nope"/);
  });
});
