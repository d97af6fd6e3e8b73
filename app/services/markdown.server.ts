import MarkdownIt, { type RendererRule } from "markdown-it";
import type { Lang } from "~/i18n/language";
import { resources } from "~/i18n/resources";

/**
 * Blog bodies are Markdown written by the team, rendered to HTML on the server only. The output is
 * inserted with dangerouslySetInnerHTML, so it must be safe whatever the text holds:
 * - `html: false`: raw HTML in the Markdown is escaped and shown as text, never parsed;
 * - links only to the site itself (`/…`, `#…`), http(s), mailto: and tel: (no javascript:,
 *   data:, vbscript:, file:, protocol-relative `//host`); anything else stays plain text;
 * - external links open in a new tab with rel="noopener noreferrer" and the same screen-reader
 *   note as `ExternalLink` (the `opensInNewTab` string);
 * - images only from this site (the CSP forbids others); any other image shows its alt text;
 * - headings start at <h2>: the article title is the page's one <h1>;
 * - a table sits in a region that scrolls sideways on narrow screens, named by the heading above
 *   it, focusable and with the same visible cue as the site's tables (`Table` in the UI kit).
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: true });

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:)/i;

export function isSafeLink(url: string): boolean {
  const href = url.trim();
  if (href.startsWith("#")) return true;
  if (href.startsWith("/")) return !href.startsWith("//") && !href.startsWith("/\\");
  return SAFE_LINK.test(href);
}

function isLocalImage(src: string): boolean {
  const value = src.trim();
  return value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");
}

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href.trim());
}

md.validateLink = isSafeLink;

type RenderEnv = { lang: Lang; openExternal?: boolean };

const linkOpen: RendererRule = (tokens, idx, options, renderEnv, self) => {
  const env = renderEnv as RenderEnv;
  const token = tokens[idx];
  const href = String(token.attrGet("href") ?? "");
  env.openExternal = isExternal(href);
  if (env.openExternal) {
    token.attrSet("target", "_blank");
    token.attrSet("rel", "noopener noreferrer");
  }
  return self.renderToken(tokens, idx, options);
};
md.renderer.rules.link_open = linkOpen;

const linkClose: RendererRule = (tokens, idx, options, renderEnv, self) => {
  const env = renderEnv as RenderEnv;
  const note = env.openExternal
    ? `<span class="visually-hidden"> ${md.utils.escapeHtml(resources[env.lang].common.opensInNewTab)}</span>`
    : "";
  env.openExternal = false;
  return note + self.renderToken(tokens, idx, options);
};
md.renderer.rules.link_close = linkClose;

const defaultImage = md.renderer.rules.image;
const image: RendererRule = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  const alt = self.renderInlineAsText(token.children ?? [], options, env);
  if (!isLocalImage(String(token.attrGet("src") ?? ""))) return md.utils.escapeHtml(alt);
  token.attrSet("loading", "lazy");
  token.attrSet("decoding", "async");
  return defaultImage ? defaultImage(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
};
md.renderer.rules.image = image;

const tableOpen: RendererRule = (tokens, idx, options, renderEnv, self) => {
  const strings = resources[(renderEnv as RenderEnv).lang].common.table;
  const name = md.utils.escapeHtml(String(tokens[idx].meta?.name ?? strings.unnamed));
  return (
    `<section class="table-wrap table-scrolls" tabindex="0" aria-label="${name}">` +
    `<p class="table-hint" aria-hidden="true">${md.utils.escapeHtml(strings.scrollHint)}</p>` +
    self.renderToken(tokens, idx, options)
  );
};
md.renderer.rules.table_open = tableOpen;

const tableClose: RendererRule = (tokens, idx, options, _env, self) =>
  `${self.renderToken(tokens, idx, options).trimEnd()}</section>\n`;
md.renderer.rules.table_close = tableClose;

/** Safe HTML for a blog post body (Markdown). */
export function renderMarkdown(markdown: string, lang: Lang): string {
  const env: RenderEnv = { lang };
  const tokens = md.parse(markdown, env);
  let heading: string | undefined;
  tokens.forEach((token, index) => {
    if ((token.type === "heading_open" || token.type === "heading_close") && token.tag === "h1") token.tag = "h2";
    if (token.type === "heading_open") {
      const text = (tokens[index + 1]?.children ?? []).filter(
        (child) => child.type === "text" || child.type === "code_inline",
      );
      heading =
        text
          .map((child) => child.content)
          .join("")
          .trim() || undefined;
    }
    if (token.type === "table_open") token.meta = { name: heading };
  });
  return md.renderer.render(tokens, md.options, env);
}
