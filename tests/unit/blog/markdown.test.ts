import { describe, expect, it } from "vitest";
import { isSafeLink, renderMarkdown } from "~/services/markdown.server";

describe("renderMarkdown (blog bodies)", () => {
  it("renders ordinary Markdown: headings, lists, emphasis, internal links", () => {
    const html = renderMarkdown("## Pasos\n\n1. **Primero** algo\n2. Luego [contacto](/contacto)\n", "es");
    expect(html).toContain("<h2>Pasos</h2>");
    expect(html).toContain("<ol>");
    expect(html).toContain("<strong>Primero</strong>");
    expect(html).toContain('<a href="/contacto">contacto</a>');
  });

  it("escapes raw HTML instead of rendering it", () => {
    const html = renderMarkdown(
      'Hola <script>alert("x")</script>\n\n<img src=x onerror="alert(1)">\n\n<iframe src="https://evil.test"></iframe>',
      "es",
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("&lt;img src=x onerror=");
  });

  it("never produces javascript:, data:, vbscript: or protocol-relative links", () => {
    const sources = [
      "[click](javascript:alert(1))",
      "[click](JAVASCRIPT:alert(1))",
      "[click](  javascript:alert(1))",
      "[click](java&#x09;script:alert(1))",
      "[click](data:text/html;base64,PHNjcmlwdD4=)",
      "[click](vbscript:msgbox)",
      "[click](//evil.test/path)",
      "<javascript:alert(1)>",
      "[ref]\n\n[ref]: javascript:alert(1)",
    ];
    for (const source of sources) {
      const html = renderMarkdown(source, "en");
      expect(html, source).not.toMatch(/<a /);
      expect(html.toLowerCase(), source).not.toMatch(/href="\s*(javascript|data|vbscript):/);
    }
  });

  it("marks external links: new tab, rel=noopener noreferrer and a screen-reader note", () => {
    const html = renderMarkdown("See [the programme](https://www.acelerapyme.gob.es/kit-digital).", "en");
    expect(html).toContain(
      '<a href="https://www.acelerapyme.gob.es/kit-digital" target="_blank" rel="noopener noreferrer">',
    );
    expect(html).toContain('<span class="visually-hidden"> (opens in a new tab)</span></a>');
    const es = renderMarkdown("Visita https://example.com hoy", "es");
    expect(es).toContain('rel="noopener noreferrer"');
    expect(es).toContain("(se abre en una pestaña nueva)");
    const internal = renderMarkdown("[Blog](/blog) y [arriba](#inicio) y [correo](mailto:info@example.com)", "es");
    expect(internal).not.toContain("target=");
    expect(internal).toContain('<a href="mailto:info@example.com">');
  });

  it("shows only local images (lazy) and replaces external ones by their alt text", () => {
    const local = renderMarkdown("![Esquema del proceso](/images/blog/kit-digital.svg)", "es");
    expect(local).toContain(
      '<img src="/images/blog/kit-digital.svg" alt="Esquema del proceso" loading="lazy" decoding="async">',
    );
    const external = renderMarkdown("![Tracker](https://evil.test/pixel.png)", "es");
    expect(external).not.toMatch(/<img/);
    expect(external).toContain("Tracker");
  });

  it("demotes a level-1 heading so the article title stays the only <h1>", () => {
    const html = renderMarkdown("# Título\n\ntexto", "es");
    expect(html).not.toContain("<h1>");
    expect(html).toContain("<h2>Título</h2>");
  });

  it("accepts site, anchor, http(s), mailto and tel links only", () => {
    expect(isSafeLink("/servicios")).toBe(true);
    expect(isSafeLink("#seccion")).toBe(true);
    expect(isSafeLink("https://example.com")).toBe(true);
    expect(isSafeLink("tel:+34960452187")).toBe(true);
    expect(isSafeLink("//evil.test")).toBe(false);
    expect(isSafeLink("/\\evil.test")).toBe(false);
    expect(isSafeLink("javascript:alert(1)")).toBe(false);
    expect(isSafeLink("ftp://example.com")).toBe(false);
  });

  it("puts a table in a named, focusable region that shows it scrolls", () => {
    const table = "| Indicador | Antes | Después |\n|---|---|---|\n| Tiempo | 6 h | 20 min |\n";
    const html = renderMarkdown(`## Resultados *a los* tres meses\n\n${table}`, "es");
    expect(html).toContain(
      '<section class="table-wrap table-scrolls" tabindex="0" aria-label="Resultados a los tres meses">' +
        '<p class="table-hint" aria-hidden="true">Desliza la tabla para ver todas las columnas</p><table>',
    );
    expect(html).toContain("</table></section>");
    // No heading above it: a generic name in the article's language.
    expect(renderMarkdown(table, "en")).toContain('aria-label="Table"><p class="table-hint" aria-hidden="true">Swipe');
  });
});
