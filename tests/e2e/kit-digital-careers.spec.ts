import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { kitProgramme } from "../../app/content/facts/kit-digital";
import { pathIn, waitForHydration, watchConsole } from "../helpers/e2e";

/**
 * Kit Digital landing, its five category pages, Careers and How we work, in both languages, with
 * JavaScript (desktop) and without it (the smallest phone we support). Expected figures are written
 * out here, independently of the content modules, so a wrong figure in the copy fails the test.
 */

type Lang = "es" | "en";
const NBSP = "\u00a0";
const isJs = (testInfo: TestInfo) => testInfo.project.name === "js";

async function openPage(page: Page, path: string, testInfo: TestInfo) {
  if (!isJs(testInfo)) await page.setViewportSize({ width: 320, height: 720 });
  const console = watchConsole(page);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  if (isJs(testInfo)) await waitForHydration(page);
  return console;
}

/** The page's one <h1> and its <h2> sections, in order. */
async function expectOutline(page: Page, h1: string, h2s: readonly string[]) {
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("h1")).toHaveText(h1);
  await expect(page.locator("main h2")).toHaveText([...h2s]);
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "horizontal scroll").toBeLessThanOrEqual(0);
}

/** Every same-site link in the page's main content answers 200. */
async function expectInternalLinksOk(page: Page) {
  const hrefs = await page
    .locator("main a[href^='/']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  const unique = [...new Set(hrefs.map((href) => href.split("#")[0]))];
  expect(unique.length).toBeGreaterThan(0);
  for (const href of unique) {
    const response = await page.request.get(href, { maxRedirects: 0 });
    expect(response.status(), href).toBe(200);
  }
}

/**
 * Images in main content are sized; the ones below the fold load lazily. The hero's picture (at
 * the top, loaded at once, decorative) is checked by look.spec.ts.
 */
async function expectSizedLazyImages(page: Page, count: number) {
  const images = page.locator("main img:not(.hero-visual)");
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("alt", /.{20,}/);
  }
}

async function expectOfficeLinks(page: Page, name: RegExp, count: number) {
  const links = page.locator("main").getByRole("link", { name });
  await expect(links).toHaveCount(count);
  for (const link of await links.all()) {
    // Red.es's list of procedures: the call of every segment the page names (I to V), not one.
    await expect(link).toHaveAttribute("href", kitProgramme.officeUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
}

// ---------------------------------------------------------------- Kit Digital landing

const landing = {
  es: {
    h1: "Kit Digital: digitaliza tu empresa con ayudas públicas",
    h2s: [
      "¿Qué es el Kit Digital?",
      "¿Quién puede solicitarlo?",
      "Cómo solicitar el bono en cuatro pasos",
      "Soluciones y ayudas máximas",
      "Por qué tramitarlo con nosotros",
      "¿Quieres saber cuánto te corresponde?",
      // Its article and its blog topic (issue 37).
      "Sobre este tema",
      "Programa Kit Digital",
    ],
    audiences: [
      ["Medianas empresas", "De 50 a 249 empleados (segmentos IV y V)"],
      ["Pequeñas empresas", "De 10 a 49 empleados (segmento I)"],
      ["Microempresas", "Menos de 10 empleados (segmentos II y III)"],
      ["Autónomos", "Por cuenta propia, con hasta 2 empleados (segmento III)"],
    ],
    steps: [
      "Regístrate en Acelera pyme",
      "Haz el test de autodiagnóstico",
      "Consulta el catálogo de agentes digitalizadores",
      "Solicita la ayuda en la sede electrónica",
    ],
    solutions: [
      ["Gestión de procesos", `18.000${NBSP}€`],
      ["Sitio web y presencia básica en internet", `2.000${NBSP}€`],
      ["Presencia avanzada en internet", `5.000${NBSP}€`],
      ["Gestión de clientes con IA", `24.000${NBSP}€`],
      ["Business Intelligence y analítica con IA", `9.000${NBSP}€`],
      ["Gestión de procesos con IA", `19.000${NBSP}€`],
      ["Gestión de redes sociales", `5.000${NBSP}€`],
      ["Business Intelligence y analítica", `8.000${NBSP}€`],
      ["Puesto de trabajo seguro", `1.000${NBSP}€`],
    ],
    segmentIII: "Solo para microempresas del segmento III (de 0 a 2 empleados).",
    details: /^Ver la solución/,
    office: /sede electrónica/i,
    register: "Registrarse en Acelera pyme",
    catalogue: "Ver el catálogo en Acelera pyme",
  },
  en: {
    h1: "Kit Digital: digitalise your business with public grants",
    h2s: [
      "What is Kit Digital?",
      "Who can apply?",
      "How to apply for the voucher in four steps",
      "Solutions and maximum grants",
      "Why apply with us",
      "Want to know how much you could receive?",
      "On this subject",
      "The Kit Digital programme",
    ],
    audiences: [
      ["Medium-sized businesses", "50 to 249 employees (segments IV and V)"],
      ["Small businesses", "10 to 49 employees (segment I)"],
      ["Micro-businesses", "Fewer than 10 employees (segments II and III)"],
      ["Self-employed", "Sole traders with up to 2 employees (segment III)"],
    ],
    steps: [
      "Register on Acelera pyme",
      "Take the self-assessment test",
      "Browse the catalogue of digitalisation agents",
      "Apply on the official electronic office",
    ],
    solutions: [
      ["Process management", `EUR${NBSP}18,000`],
      ["Website and basic internet presence", `EUR${NBSP}2,000`],
      ["Advanced internet presence", `EUR${NBSP}5,000`],
      ["Customer management with AI", `EUR${NBSP}24,000`],
      ["Business intelligence and analytics with AI", `EUR${NBSP}9,000`],
      ["Process management with AI", `EUR${NBSP}19,000`],
      ["Social media management", `EUR${NBSP}5,000`],
      ["Business intelligence and analytics", `EUR${NBSP}8,000`],
      ["Secure workstation", `EUR${NBSP}1,000`],
    ],
    segmentIII: "Only for segment III micro-businesses (0 to 2 employees).",
    details: /^See the solution/,
    office: /electronic office/i,
    register: "Register on Acelera pyme",
    catalogue: "See the catalogue on Acelera pyme",
  },
} as const;

// Both languages in one test, a step each (the same checks on the two versions of the page).
test(
  "Kit Digital landing, in both languages: sections, groups, steps, nine amounts, links",
  { tag: "@content" },
  async ({ page }, testInfo) => {
    for (const lang of ["es", "en"] as const) {
      await test.step(lang, async () => {
        const t = landing[lang];
        const console = await openPage(page, pathIn("/servicios/kit-digital", lang), testInfo);
        await expectOutline(page, t.h1, t.h2s);

        const audiences = page.locator("#destinatarios li");
        await expect(audiences).toHaveCount(4);
        for (const [index, [title, size]] of t.audiences.entries()) {
          await expect(audiences.nth(index).locator("h3")).toHaveText(title);
          await expect(audiences.nth(index)).toContainText(size);
        }

        const steps = page.locator("#como-solicitarlo ol > li");
        await expect(steps.locator("h3")).toHaveText([...t.steps]);

        // Nine solutions, each amount exactly as the language writes it (non-breaking space included).
        const solutions = page.locator("#soluciones article");
        await expect(solutions.locator("h3")).toHaveText(t.solutions.map(([title]) => title));
        const amounts = await solutions.locator(".kit-amount-value").allTextContents();
        expect(amounts).toEqual(t.solutions.map(([, amount]) => amount));
        await expect(solutions.nth(8)).toContainText(t.segmentIII);

        // The five categories we have pages for link to them; the other four do not link anywhere.
        const details = page.locator("#soluciones").getByRole("link", { name: t.details });
        const hrefs = await details.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
        expect(hrefs).toEqual(
          [
            "/servicios/gestion-procesos",
            "/servicios/sitio-web",
            "/servicios/presencia-seo",
            "/servicios/redes-sociales",
            "/servicios/bi-analitica",
          ].map((path) => pathIn(path, lang)),
        );
        for (const index of [3, 4, 5, 8]) await expect(solutions.nth(index).locator("a")).toHaveCount(0);

        // The official electronic office: in the fourth step and in the closing call to action.
        await expectOfficeLinks(page, t.office, 2);
        // Acelera pyme: where to register (step 1) and the catalogue of agents (step 3) (issue 30).
        await expect(steps.nth(0).getByRole("link", { name: t.register })).toHaveAttribute(
          "href",
          kitProgramme.registrationUrl,
        );
        await expect(steps.nth(2).getByRole("link", { name: t.catalogue })).toHaveAttribute(
          "href",
          kitProgramme.catalogueUrl,
        );
        // The programme's publicity: its official names (no official file here yet), in Spanish.
        const publicity = page.locator(".kit-programme-logos li");
        await expect(publicity).toHaveText(kitProgramme.logos.map((logo) => logo.name));
        for (const item of await publicity.all()) await expect(item).toHaveAttribute("lang", "es");
        await expect(page.locator("main a[href='" + pathIn("/contacto", lang) + "']")).toHaveCount(2);

        await expectSizedLazyImages(page, 1);
        await expectNoHorizontalScroll(page);
        await expectInternalLinksOk(page);
        console.assertClean();
      });
    }
  },
);

// ---------------------------------------------------------------- The five category pages

const bandLabels = {
  es: (from: number, to: number, segment: string) => `De ${from} a ${to} empleados (segmento${segment})`,
  en: (from: number, to: number, segment: string) => `${from} to ${to} employees (segment${segment})`,
};
const euros = {
  es: (digits: string) => `${digits}${NBSP}€`,
  en: (digits: string) => `EUR${NBSP}${digits}`,
};
type Amount = { es: string; en: string };
/** The programme's segments, smallest first: 0-2, 3-9, 10-49 and 50-249 employees. */
const segments = (small: Amount, medium: Amount, large: Amount, max: Amount) =>
  [
    { from: 0, to: 2, segment: { es: " III", en: " III" }, amount: small },
    { from: 3, to: 9, segment: { es: " II", en: " II" }, amount: medium },
    { from: 10, to: 49, segment: { es: " I", en: " I" }, amount: large },
    { from: 50, to: 249, segment: { es: "s IV y V", en: "s IV and V" }, amount: max },
  ] as const;
const two = { es: "2.000", en: "2,000" };
const four = { es: "4.000", en: "4,000" };
const twoAndHalf = { es: "2.500", en: "2,500" };
const five = { es: "5.000", en: "5,000" };
const eight = { es: "8.000", en: "8,000" };
const eighteen = { es: "18.000", en: "18,000" };

const categories = [
  {
    path: "/servicios/gestion-procesos",
    h1: { es: "Gestión de procesos con el Kit Digital", en: "Process management with Kit Digital" },
    services: { es: "Qué digitalizamos", en: "What we digitalise" },
    cta: { es: "Ordena tu negocio con ayuda del Kit Digital", en: "Get your business in order with Kit Digital" },
    bands: segments(two, two, two, eighteen),
    facts: { es: [] as string[], en: [] as string[] },
  },
  {
    path: "/servicios/sitio-web",
    h1: { es: "Sitio web y presencia básica en internet", en: "Website and basic internet presence" },
    services: { es: "Qué incluye tu web", en: "What your website includes" },
    cta: {
      es: "Tu web profesional, financiada por el Kit Digital",
      en: "Your professional website, funded by Kit Digital",
    },
    bands: segments(two, two, two, two),
    facts: {
      es: [
        "12 meses de dominio y alojamiento, como mínimo",
        "Dominio propio",
        "Alojamiento incluido",
        "durante al menos doce meses",
      ],
      en: [
        "12 months of domain and hosting, at least",
        "Your own domain",
        "Hosting included",
        "for at least twelve months",
      ],
    },
  },
  {
    path: "/servicios/presencia-seo",
    h1: { es: "Presencia avanzada en internet y SEO", en: "Advanced internet presence and SEO" },
    services: { es: "Qué hacemos", en: "What we do" },
    cta: { es: "Que te encuentren antes que a tu competencia", en: "Be found before your competitors" },
    bands: segments(two, two, two, five),
    facts: { es: [], en: [] },
  },
  {
    path: "/servicios/bi-analitica",
    h1: { es: "Business Intelligence y analítica", en: "Business intelligence and analytics" },
    services: { es: "Qué incluye", en: "What's included" },
    cta: { es: "Convierte tus datos en decisiones", en: "Turn your data into decisions" },
    bands: segments(four, four, four, eight),
    facts: { es: [], en: [] },
  },
  {
    path: "/servicios/redes-sociales",
    h1: { es: "Gestión de redes sociales", en: "Social media management" },
    services: { es: "Qué incluye", en: "What's included" },
    cta: { es: "Tus redes sociales, en buenas manos", en: "Your social media in good hands" },
    bands: segments(two, twoAndHalf, twoAndHalf, five),
    facts: {
      es: [
        "1 perfil",
        "3 publicaciones a la semana",
        "12 meses de gestión continuada",
        "Trimestral informe de resultados",
        "Informe trimestral",
      ],
      en: [
        "1 profile",
        "3 posts a week",
        "12 months of ongoing management",
        "Quarterly performance report",
        "Quarterly report",
      ],
    },
  },
];

const categoryText = {
  es: {
    aid: "Ayuda máxima según el tamaño de tu empresa",
    benefits: "Qué ganas",
    size: "Tamaño de la empresa",
    amount: "Ayuda máxima",
    all: "Ver todas las soluciones del Kit Digital",
    programme: "Programa Kit Digital",
    // The related block: the cases and articles about the solution (decision 215).
    related: "Sobre este tema",
  },
  en: {
    aid: "Maximum grant by company size",
    benefits: "What you gain",
    size: "Company size",
    amount: "Maximum grant",
    all: "See every Kit Digital solution",
    programme: "The Kit Digital programme",
    related: "On this subject",
  },
};

// One behaviour, ten pages: one test visits them in turn (a step per page names the one that fails).
test(
  "each Kit Digital category page, in both languages: aid table, services, benefits, call to action",
  { tag: "@content" },
  async ({ page }, testInfo) => {
    for (const category of categories) {
      for (const lang of ["es", "en"] as const) {
        await test.step(`${category.path} (${lang})`, async () => {
          const t = categoryText[lang];
          const console = await openPage(page, pathIn(category.path, lang), testInfo);
          await expectOutline(page, category.h1[lang], [
            t.aid,
            category.services[lang],
            t.benefits,
            category.cta[lang],
            t.related,
            t.programme,
          ]);

          // A real data table: caption, column headers, one row header per band.
          const table = page.locator("#ayuda table");
          await expect(table).toHaveCount(1);
          await expect(table.locator("caption")).toContainText(
            lang === "es" ? "ayuda máxima por número de empleados" : "maximum grant by number of employees",
          );
          await expect(table.locator("thead th[scope=col]")).toHaveText([t.size, t.amount]);
          const rows = table.locator("tbody tr");
          await expect(rows).toHaveCount(category.bands.length);
          await expect(rows.locator("th[scope=row]")).toHaveText(
            category.bands.map((band) => bandLabels[lang](band.from, band.to, band.segment[lang])),
          );
          const cells = await rows.locator("td").allTextContents();
          expect(cells).toEqual(category.bands.map((band) => euros[lang](band.amount[lang])));
          const caption = (await table.locator("caption").textContent())!;
          await expect(page.getByRole("table", { name: caption })).toBeVisible();

          // The hero quotes the largest amount of the table.
          const max = category.bands[category.bands.length - 1].amount[lang];
          const heroValues = await page.locator(".hero .stat-value").allTextContents();
          expect(heroValues[0]).toBe(euros[lang](max));

          await expect(page.locator("#servicios-incluidos li h3").first()).toBeVisible();
          expect(await page.locator("#servicios-incluidos li h3").count()).toBeGreaterThanOrEqual(4);
          expect(await page.locator("#beneficios li h3").count()).toBeGreaterThanOrEqual(3);
          for (const fact of category.facts[lang]) await expect(page.locator("main")).toContainText(fact);

          // The hero's link and the call to action's form open the contact form with this solution (issue 11.4).
          const contact = pathIn("/contacto", lang);
          await expect(page.locator(`main a[href^='${contact}?'][href*='servicio=kit-']`)).toHaveCount(1);
          await expect(page.locator(`main form[method='get'][action='${contact}#contact-form']`)).toHaveCount(1);
          await expect(page.locator("main").getByRole("link", { name: t.all })).toHaveAttribute(
            "href",
            pathIn("/servicios/kit-digital", lang),
          );

          await expectNoHorizontalScroll(page);
          await expectInternalLinksOk(page);
          console.assertClean();
        });
      }
    }
  },
);

// ---------------------------------------------------------------- Figures that agree

/** "18.000 €" / "EUR 18,000" as a number of euros. */
const euroValue = (text: string) => Number(text.replace(/\D/g, ""));
/** Every amount of euros a text quotes, as numbers. */
const quotedEuros = (text: string, lang: Lang) =>
  [...text.matchAll(lang === "es" ? /(\d{1,3}(?:\.\d{3})+)\s?€/g : /EUR\s?(\d{1,3}(?:,\d{3})+)/g)].map((match) =>
    euroValue(match[1]!),
  );

// Both languages in one test, a step each (the same checks on the two versions of the page).
test(
  "Kit Digital figures, in both languages: each overview maximum is its category table's largest amount, for the band it names",
  { tag: "@content" },
  async ({ page }, testInfo) => {
    for (const lang of ["es", "en"] as const) {
      await test.step(lang, async () => {
        await openPage(page, pathIn("/servicios/kit-digital", lang), testInfo);
        const linked = page.locator("#soluciones article").filter({ has: page.locator("a.card-link") });
        const overview = await linked.evaluateAll((articles) =>
          articles.map((article) => ({
            href: article.querySelector("a.card-link")!.getAttribute("href")!,
            amount: article.querySelector(".kit-amount-value")!.textContent!,
            forWhom: article.querySelector(".kit-amount-for")!.textContent!,
          })),
        );
        expect(overview).toHaveLength(5);

        for (const solution of overview) {
          await openPage(page, solution.href, testInfo);
          const rows = await page.locator("#ayuda tbody tr").evaluateAll((trs) =>
            trs.map((tr) => ({
              band: tr.querySelector("th")!.textContent!,
              amount: tr.querySelector("td")!.textContent!,
            })),
          );
          // The programme's segments, smallest first, without gaps or overlaps: 0-2, 3-9, 10-49, 50-249.
          const bands = rows.map((row) => row.band.match(/\d+/g)!.map(Number) as [number, number]);
          expect(bands, solution.href).toEqual([
            [0, 2],
            [3, 9],
            [10, 49],
            [50, 249],
          ]);
          // The overview's maximum is the table's largest amount, found in the band the overview names
          // (the 50-249 one, or every band when all are equal), and the hero quotes the same figure.
          const amounts = rows.map((row) => euroValue(row.amount));
          const max = Math.max(...amounts);
          expect(euroValue(solution.amount), solution.href).toBe(max);
          const top = bands.filter((_, index) => amounts[index] === max);
          if (top.length === bands.length) {
            expect(solution.forWhom).toMatch(lang === "es" ? /cualquier tamaño/ : /any size/);
          } else {
            expect(solution.forWhom.match(/\d+/g)!.map(Number), solution.href).toEqual([top[0]![0], top.at(-1)![1]]);
          }
          await expect(page.locator(".hero .stat-value").first()).toHaveText(solution.amount);
          // Whatever else the page or its description quotes in euros is an amount of its table.
          const description = (await page.locator("meta[name=description]").getAttribute("content"))!;
          const mainText = await page.locator("main").innerText();
          expect(`${mainText} ${description}`, "a placeholder left unfilled").not.toMatch(/\{\w+(:abs)?\}/);
          const quoted = quotedEuros(`${mainText} ${description}`, lang);
          expect(quoted.length, solution.href).toBeGreaterThan(amounts.length);
          for (const amount of quoted) expect(amounts, solution.href).toContain(amount);
        }
      });
    }
  },
);

// ---------------------------------------------------------------- Careers

const careers = {
  es: {
    h1: "Trabaja con nosotros",
    h2s: ["Por qué trabajar en RTS", "Nuestra cultura", "Vacantes abiertas", "¿No ves tu puesto?"],
    benefits: [
      "Trabajo híbrido",
      "Horario flexible",
      "Formación continua",
      "Seguro médico",
      "Plan de carrera",
      "Proyectos con impacto",
    ],
    values: ["Curiosidad con propósito", "Colaboración", "Compromiso"],
    vacancies: [
      ["Desarrollador/a full stack", "Desarrollo de software", "Valencia (híbrido)"],
      ["Especialista en IA y machine learning", "Inteligencia artificial", "Valencia (híbrido) o remoto en España"],
      ["Consultor/a de transformación digital", "Consultoría", "Valencia (presencial, con visitas a clientes)"],
      ["Ingeniero/a de robótica", "Robótica y automatización", "Valencia (presencial)"],
    ],
    type: "Jornada completa",
    apply: "Presentar mi candidatura",
    applyFor: "al puesto de",
  },
  en: {
    h1: "Work with us",
    h2s: ["Why work at RTS", "Our culture", "Open positions", "Don't see your role?"],
    benefits: [
      "Hybrid working",
      "Flexible hours",
      "Continuous learning",
      "Health insurance",
      "Career plan",
      "Projects that matter",
    ],
    values: ["Curiosity with a purpose", "Collaboration", "Commitment"],
    vacancies: [
      ["Full-stack developer", "Software development", "Valencia (hybrid)"],
      ["AI/ML specialist", "Artificial intelligence", "Valencia (hybrid) or remote within Spain"],
      ["Digital transformation consultant", "Consulting", "Valencia (on site, with client visits)"],
      ["Robotics engineer", "Robotics and automation", "Valencia (on site)"],
    ],
    type: "Full time",
    apply: "Apply now",
    applyFor: "for the role of",
  },
} as const;

// Both languages in one test, a step each (the same checks on the two versions of the page).
test(
  "Careers, in both languages: benefits, values, quote, vacancies, working apply links",
  { tag: "@content" },
  async ({ page }, testInfo) => {
    for (const lang of ["es", "en"] as const) {
      await test.step(lang, async () => {
        const t = careers[lang];
        const console = await openPage(page, pathIn("/carreras", lang), testInfo);
        await expectOutline(page, t.h1, [...t.h2s]);

        await expect(page.locator("#beneficios li h3")).toHaveText([...t.benefits]);
        await expect(page.locator("#cultura li h3")).toHaveText([...t.values]);
        await expect(page.locator("#cultura figure blockquote")).toHaveCount(1);
        // Said by a person of the team the spec names, signed by role until the company gives the
        // name (app/content/company/people/, decision 213), never an invented person (issue 30).
        await expect(page.locator("#cultura figure figcaption")).toContainText(
          lang === "es" ? "Director/a de Operaciones" : "Director of Operations",
        );

        const vacancies = page.locator("#vacantes article");
        await expect(vacancies).toHaveCount(4);
        for (const [index, [title, department, location]] of t.vacancies.entries()) {
          const vacancy = vacancies.nth(index);
          await expect(vacancy.locator("h3")).toHaveText(title);
          await expect(vacancy.locator("dd")).toHaveText([department, location, t.type]);
          expect(await vacancy.locator("ul.tag-list > li").count()).toBeGreaterThanOrEqual(3);
          await expect(vacancy.locator("p").nth(0)).not.toBeEmpty();
          const apply = vacancy.getByRole("link", { name: new RegExp(`^${t.apply}`) });
          await expect(apply).toHaveAccessibleName(`${t.apply} ${t.applyFor} ${title}`);
          await expect(apply).toHaveAttribute(
            "href",
            `${pathIn("/contacto", lang)}?puesto=${encodeURIComponent(title)}#contact-form`,
          );
        }

        // Two plain links to the contact page, besides the four applications.
        await expect(page.locator("main a[href='" + pathIn("/contacto", lang) + "']")).toHaveCount(2);

        await expectSizedLazyImages(page, 1);
        await expectNoHorizontalScroll(page);
        await expectInternalLinksOk(page);
        console.assertClean();

        // "Apply now" leads to the contact page with the vacancy in the query and the form's anchor.
        await vacancies
          .nth(1)
          .getByRole("link", { name: new RegExp(t.apply) })
          .click();
        await expect(page).toHaveURL(
          new RegExp(`${pathIn("/contacto", lang)}\\?puesto=${encodeURIComponent(t.vacancies[1][0])}#contact-form$`),
        );
        await expect(page.locator("h1")).toHaveCount(1);
      });
    }
  },
);

// ---------------------------------------------------------------- How we work

const howWeWork = {
  es: {
    h1: "Cómo trabajamos",
    h2s: [
      "Nuestro proceso en siete pasos",
      "Nuestros compromisos",
      "Impacto medido",
      "Por qué elegirnos",
      "¿Empezamos por una conversación?",
    ],
    commitments: [
      "Presupuesto cerrado",
      "Respuesta en 24 horas",
      "Resultados medibles",
      "Seguridad y confidencialidad",
    ],
    stats: [
      ["500+", "proyectos entregados"],
      [`98${NBSP}%`, "de clientes satisfechos"],
      [`+40${NBSP}%`, "de eficiencia operativa, de media"],
      [`30${NBSP}%`, "de ahorro en costes, de media"],
      [`60${NBSP}%`, "más rapidez de respuesta, de media"],
      [`300${NBSP}%`, "de ROI medio"],
    ],
    reasons: ["Un equipo multidisciplinar", "Experiencia demostrada", "Tecnología con sentido", "Cerca de ti"],
  },
  en: {
    h1: "How we work",
    h2s: [
      "Our seven-step process",
      "Our commitments",
      "Measured impact",
      "Why choose us",
      "Shall we start with a conversation?",
    ],
    commitments: ["Fixed budget", "Reply within 24 hours", "Measurable results", "Security and confidentiality"],
    stats: [
      ["500+", "projects delivered"],
      ["98%", "client satisfaction"],
      ["+40%", "operational efficiency, on average"],
      ["30%", "cost savings, on average"],
      ["60%", "faster response times, on average"],
      ["300%", "average ROI"],
    ],
    reasons: ["A multidisciplinary team", "Proven experience", "Technology that makes sense", "Close to you"],
  },
} as const;

// Both languages in one test, a step each (the same checks on the two versions of the page).
test(
  "How we work, in both languages: seven steps, commitments, six figures, reasons, no invented quote, links",
  { tag: "@content" },
  async ({ page }, testInfo) => {
    for (const lang of ["es", "en"] as const) {
      await test.step(lang, async () => {
        const t = howWeWork[lang];
        const console = await openPage(page, pathIn("/como-trabajamos", lang), testInfo);
        await expectOutline(page, t.h1, [...t.h2s]);

        const steps = page.locator("#proceso ol > li");
        await expect(steps).toHaveCount(7);
        for (const step of await steps.all()) await expect(step.locator("h3")).toHaveCount(1);
        await expect(page.locator("#compromisos li h3")).toHaveText([...t.commitments]);

        const stats = page.locator("#impacto li");
        expect(await stats.locator(".stat-value").allTextContents()).toEqual(t.stats.map(([value]) => value));
        await expect(stats.locator(".stat-label")).toHaveText(t.stats.map(([, label]) => label));

        await expect(page.locator("#por-que-elegirnos li h3")).toHaveText([...t.reasons]);
        // The specification's client quote waits for a client the company names (decision 245).
        await expect(page.locator("main blockquote")).toHaveCount(0);

        await expect(page.locator("main a[href='" + pathIn("/contacto", lang) + "']")).toHaveCount(2);
        await expect(page.locator("main a[href='" + pathIn("/casos-exito", lang) + "']")).toHaveCount(2);

        await expectNoHorizontalScroll(page);
        await expectInternalLinksOk(page);
        console.assertClean();
      });
    }
  },
);
