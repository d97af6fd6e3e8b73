import { describe, expect, it } from "vitest";
import routeTable from "~/route-table.json";
import { BOOKING_PAGE_PATHS } from "~shared/booking-link";
import { GUIDE_PATHS } from "~shared/guide";
import { NEWSLETTER_PATHS, ONE_CLICK_PATHS } from "~shared/newsletter-links";
import { SITE_PATHS } from "~shared/site-paths";
import { languageFromPath, languages } from "~/i18n/language";
import { formerEnglishTarget, movedTo, templateFromPath, translatedPath } from "~/services/seo/addresses.server";
import { pageKeyFromPath, pageKeys, pagePath, templatePath, type TemplateKey } from "~/utils/pages";

/** Every English address of the release before decision 186: /en + the Spanish path. */
const formerEnglish = (spanish: string) => (spanish === "/" ? "/en" : `/en${spanish}`);

describe("English addresses in English (decision 186)", () => {
  it("reads the language from the URL", () => {
    expect(languageFromPath("/")).toBe("es");
    expect(languageFromPath("/en")).toBe("en");
    expect(languageFromPath("/en/contact")).toBe("en");
    expect(languageFromPath("/english")).toBe("es");
    expect(languageFromPath("/enlace")).toBe("es");
  });

  it("knows the 29 pages in both languages, every address its own", () => {
    expect(pageKeys).toHaveLength(29);
    const paths = pageKeys.flatMap((key) => [pagePath(key, "es"), pagePath(key, "en")]);
    expect(new Set(paths).size).toBe(58);
    for (const key of pageKeys) {
      for (const lang of languages) {
        expect(pageKeyFromPath(pagePath(key, lang))).toBe(key);
        expect(pageKeyFromPath(`${pagePath(key, lang)}/`)).toBe(key);
        expect(translatedPath(pagePath(key, lang), lang === "es" ? "en" : "es")).toBe(
          pagePath(key, lang === "es" ? "en" : "es"),
        );
      }
    }
    expect(pagePath("contact", "en")).toBe("/en/contact");
    expect(pagePath("service-robotics", "en")).toBe("/en/services/robotics-rpa");
    expect(pagePath("case-hotel", "en")).toBe("/en/success-stories/end-to-end-hotel-automation");
    expect(pagePath("demo-booking", "en")).toBe("/en/book-a-demo");
    expect(pageKeyFromPath("/nope")).toBeUndefined();
  });

  it("English words only in English addresses: no Spanish route-table word under /en", () => {
    const spanishOnly = new Set(
      pageKeys
        .flatMap((key) => routeTable.pages[key].es.split("/"))
        .filter((word) => word && !/^(faq|blog|kit-digital)$/.test(word)),
    );
    for (const key of pageKeys) {
      for (const word of routeTable.pages[key].en.split("/"))
        expect(spanishOnly.has(word), `${key}: ${word}`).toBe(false);
    }
  });

  it("every old English address has exactly one new address, and none is a current one", () => {
    const current = new Set(pageKeys.flatMap((key) => languages.map((lang) => pagePath(key, lang))));
    let moved = 0;
    for (const key of pageKeys) {
      const old = formerEnglish(pagePath(key, "es"));
      if (old === pagePath(key, "en")) {
        expect(movedTo(old), old).toBeUndefined();
        continue;
      }
      expect(current.has(old), old).toBe(false);
      expect(movedTo(old), old).toBe(pagePath(key, "en"));
      moved += 1;
    }
    // 25 pages of the earlier release, and the guide's new page by the same rule.
    expect(moved).toBe(26);
    // Templates: the parameters are carried over (a booking token, an article's slug).
    expect(formerEnglishTarget("/en/reserva-demo/12.abc")).toBe("/en/book-a-demo/12.abc");
    expect(formerEnglishTarget("/en/newsletter/confirmar")).toBe("/en/newsletter/confirm");
    expect(formerEnglishTarget("/en/newsletter/baja")).toBe("/en/newsletter/unsubscribe");
    expect(formerEnglishTarget("/en/recursos/guia-automatizacion-pymes.pdf")).toBe(
      "/en/resources/automation-guide-for-smes.pdf",
    );
    expect(formerEnglishTarget("/en/blog/kit-digital-explained")).toBeUndefined();
    // Topics and vacancies have slugs of their own per language: the old address names the English one.
    expect(formerEnglishTarget("/en/blog/categoria/automatizacion")).toBe("/en/blog/category/automation");
    expect(formerEnglishTarget("/en/blog/categoria/automation")).toBe("/en/blog/category/automation");
    expect(formerEnglishTarget("/en/blog/categoria/automatizacion/rss.xml")).toBe(
      "/en/blog/category/automation/rss.xml",
    );
    expect(formerEnglishTarget("/en/carreras/desarrollador-full-stack")).toBe("/en/careers/full-stack-developer");
    expect(formerEnglishTarget("/en/carreras/no-such-role")).toBeUndefined();
    // The short case paths of the first home page, in one hop whatever the language.
    expect(movedTo("/casos-exito/gestion-vuelos")).toBe("/casos-exito/gestion-inteligente-de-vuelos");
    expect(movedTo("/en/casos-exito/optimizacion-redes")).toBe("/en/success-stories/electricity-grid-optimisation");
    expect(movedTo("/casos-exito/digitalizacion-gubernamental")).toBeUndefined();
  });

  it("templates: a fixed segment wins over a parameter, as Remix ranks them", () => {
    expect(templateFromPath("/blog/rss.xml")?.key).toBe("blog-rss");
    expect(templateFromPath("/blog/kit-digital-2026-que-cubre")).toMatchObject({ key: "blog-post", lang: "es" });
    expect(templateFromPath("/en/blog/category/automation")).toMatchObject({
      key: "blog-topic",
      params: { topic: "automation" },
    });
    expect(templateFromPath("/en/book-a-demo/5.x")).toMatchObject({ key: "demo-manage", params: { token: "5.x" } });
    for (const key of Object.keys(routeTable.templates) as TemplateKey[])
      expect(
        templateFromPath(templatePath(key, "en", { slug: "a", topic: "b", author: "c", vacancy: "d", token: "e" }))
          ?.key,
      ).toBe(key);
  });

  it("the addresses e-mails carry (supabase/functions/_shared) are the route table's", () => {
    for (const lang of languages) {
      expect(SITE_PATHS.bookDemo[lang]).toBe(pagePath("demo-booking", lang));
      expect(SITE_PATHS.blog[lang]).toBe(pagePath("blog", lang));
      expect(SITE_PATHS.contact[lang]).toBe(pagePath("contact", lang));
      expect(NEWSLETTER_PATHS.confirm[lang]).toBe(templatePath("newsletter-confirm", lang));
      expect(NEWSLETTER_PATHS.unsubscribe[lang]).toBe(templatePath("newsletter-unsubscribe", lang));
      expect(NEWSLETTER_PATHS["one-click"][lang]).toBe(templatePath("newsletter-one-click", lang));
      expect(GUIDE_PATHS[lang]).toBe(templatePath("guide-pdf", lang));
      expect(`${BOOKING_PAGE_PATHS[lang]}x`).toBe(templatePath("demo-manage", lang, { token: "x" }));
    }
    // The one-click address of e-mails already sent stays live for the providers' POST.
    expect(ONE_CLICK_PATHS).toContain(formerEnglish(templatePath("newsletter-one-click", "es")));
  });
});
