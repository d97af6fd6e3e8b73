/**
 * The one template of every e-mail the site sends (docs/decisions/176-mail-templates-and-itip.md),
 * built with React Email: a single column of at most 600 px, a heading, paragraphs, an optional
 * table of details, one button for the one action, secondary links, and the legal footer (who sends
 * it, where they are, why the reader gets it). The same model gives the text part, written for
 * reading on its own. Runs in Node and in the Deno edge function (`npm:` specifiers).
 */
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import { render } from "@react-email/render";
import type { CompanyLegal } from "./types.ts";
import type { Lang } from "../../../app/i18n/language.ts";

/** A row of details: a label and its value, the value a link when it has one (mailto:, tel:, a page). */
export type MailRow = { label: string; value: string; href?: string };

export type MailModel = {
  lang: Lang;
  /** The subject, also the document title. */
  subject: string;
  /** The inbox preview line. */
  preheader: string;
  heading: string;
  /** Plain text; a "\n" inside one is a line break. */
  paragraphs: string[];
  rows?: MailRow[];
  /** The one thing the mail asks for: a button in HTML, "label: URL" in text. */
  action?: { label: string; url: string };
  /** Paragraphs after the action. */
  after?: string[];
  /** Secondary links (unsubscribe, the blog), small, after the body. */
  links?: Array<{ label: string; url: string }>;
  signature?: string;
  /** Why the reader gets this e-mail (the footer's last line). */
  reason: string;
  siteUrl: string;
  legal: CompanyLegal;
};

// Colours with enough contrast on white and, through the dark-scheme rules, on a dark background;
// clients that invert colours on their own still get a readable button (white on mid blue).
const ink = "#1f2937";
const muted = "#4b5563";
const brand = "#1d4ed8";
const line = "#d1d5db";

// React escapes the text of a <style> (no ">" or quotes here); React Email's Body repeats its
// background on an inner cell, which the attribute selector reaches.
const DARK_SCHEME_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  body, .mail-body, .mail-body td[style*=f3f4f6] { background-color: #030712 !important; }
  .mail-card { background-color: #111827 !important; }
  .mail-text, .mail-heading, .mail-cell { color: #f3f4f6 !important; }
  .mail-muted { color: #d1d5db !important; }
  .mail-link { color: #93c5fd !important; }
  .mail-button { background-color: #2563eb !important; color: #ffffff !important; }
}
`;

/** Long URLs break anywhere instead of widening the column (390 px phones). */
const wrap = { overflowWrap: "anywhere", wordBreak: "break-word" } as const;

/** What React Email's Preview keeps of the preview line (it cuts the rest, mid-word). */
export const PREVIEW_MAX_LENGTH = 150;

/** The inbox preview line: whole, or cut at the last word that fits, with an ellipsis. */
export function previewLine(text: string, max = PREVIEW_MAX_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // The last word is whole when a space follows it; else it is dropped.
  const space = /\s/.test(text[max - 1]) ? cut.length : cut.search(/\s\S*$/);
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,;:.(]+$/, "")}…`;
}

function Lines({ text }: { text: string }) {
  const parts = text.split("\n");
  return (
    <>
      {parts.map((part, index) => (
        <span key={index}>
          {part}
          {index < parts.length - 1 ? <br /> : null}
        </span>
      ))}
    </>
  );
}

function Paragraph({ text, muted: isMuted = false }: { text: string; muted?: boolean }) {
  return (
    <Text
      className={isMuted ? "mail-muted" : "mail-text"}
      style={{ margin: "0 0 16px", fontSize: "16px", lineHeight: "24px", color: isMuted ? muted : ink, ...wrap }}
    >
      <Lines text={text} />
    </Text>
  );
}

function Rows({ rows }: { rows: MailRow[] }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ margin: "0 0 16px" }}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <td
              className="mail-muted"
              style={{ padding: "6px 12px 6px 0", verticalAlign: "top", fontSize: "14px", color: muted, width: "34%" }}
            >
              {row.label}
            </td>
            <td
              className="mail-cell"
              style={{ padding: "6px 0", verticalAlign: "top", fontSize: "15px", color: ink, ...wrap }}
            >
              {row.href ? (
                <Link className="mail-link" href={row.href} style={{ color: brand, ...wrap }}>
                  {row.value}
                </Link>
              ) : (
                <Lines text={row.value} />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Only the parts that are set: the company's street is the operator's to fill (decision 210). */
function postalAddress(legal: CompanyLegal, lang: Lang): string {
  const { street, postalCode, city, country } = legal.address;
  const locality = [postalCode, city].filter(Boolean).join(" ");
  return [street, locality, country[lang]].filter(Boolean).join(", ");
}

function siteHost(siteUrl: string): string {
  return siteUrl.replace(/^https?:\/\//, "").replace(/\/+$/, "");
}

function MailDocument({ model }: { model: MailModel }) {
  const { lang } = model;
  return (
    <Html lang={lang} dir="ltr">
      <Head>
        <title>{model.subject}</title>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_SCHEME_CSS}</style>
      </Head>
      <Preview>{previewLine(model.preheader)}</Preview>
      <Body
        className="mail-body"
        style={{ margin: 0, padding: "16px 0", backgroundColor: "#f3f4f6", fontFamily: "Arial, Helvetica, sans-serif" }}
      >
        <Container
          className="mail-card"
          style={{
            maxWidth: "600px",
            width: "100%",
            backgroundColor: "#ffffff",
            borderRadius: "8px",
            padding: "24px 20px",
          }}
        >
          <Heading
            as="h1"
            className="mail-heading"
            style={{ margin: "0 0 16px", fontSize: "22px", lineHeight: "28px", color: ink, ...wrap }}
          >
            {model.heading}
          </Heading>
          {model.paragraphs.map((text, index) => (
            <Paragraph key={index} text={text} />
          ))}
          {model.rows?.length ? <Rows rows={model.rows} /> : null}
          {model.action ? (
            <Section style={{ margin: "8px 0 24px" }}>
              <Button
                className="mail-button"
                href={model.action.url}
                style={{
                  backgroundColor: brand,
                  color: "#ffffff",
                  borderRadius: "6px",
                  padding: "12px 20px",
                  fontSize: "16px",
                  fontWeight: 700,
                  textDecoration: "none",
                  display: "inline-block",
                }}
              >
                {model.action.label}
              </Button>
              {/^https?:/.test(model.action.url) ? (
                <Text className="mail-muted" style={{ margin: "12px 0 0", fontSize: "13px", color: muted, ...wrap }}>
                  {lang === "es"
                    ? "Si el botón no funciona, abre este enlace: "
                    : "If the button does not work, open this link: "}
                  <Link className="mail-link" href={model.action.url} style={{ color: brand, ...wrap }}>
                    {model.action.url}
                  </Link>
                </Text>
              ) : null}
            </Section>
          ) : null}
          {model.after?.map((text, index) => (
            <Paragraph key={index} text={text} />
          ))}
          {model.signature ? <Paragraph text={model.signature} /> : null}
          {model.links?.length ? (
            <Text className="mail-muted" style={{ margin: "0 0 8px", fontSize: "14px", color: muted, ...wrap }}>
              {model.links.map((link, index) => (
                <span key={link.url}>
                  {index > 0 ? " · " : null}
                  <Link className="mail-link" href={link.url} style={{ color: brand, ...wrap }}>
                    {link.label}
                  </Link>
                </span>
              ))}
            </Text>
          ) : null}
          <Hr style={{ borderColor: line, margin: "24px 0 16px" }} />
          <Text
            className="mail-muted"
            style={{ margin: 0, fontSize: "12px", lineHeight: "18px", color: muted, ...wrap }}
          >
            {model.legal.legalName} · {postalAddress(model.legal, lang)} ·{" "}
            <Link className="mail-link" href={model.siteUrl} style={{ color: brand, ...wrap }}>
              {siteHost(model.siteUrl)}
            </Link>
            <br />
            {model.reason}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The text part: the same model, laid out to read well on its own. */
function mailText(model: MailModel): string {
  const blocks: string[] = [model.heading, ...model.paragraphs];
  if (model.rows?.length) {
    blocks.push(model.rows.map((row) => `${row.label}: ${row.value.replace(/\n/g, "\n  ")}`).join("\n"));
  }
  if (model.action) blocks.push(`${model.action.label}:\n${model.action.url}`);
  blocks.push(...(model.after ?? []));
  if (model.signature) blocks.push(model.signature);
  if (model.links?.length) blocks.push(model.links.map((link) => `${link.label}: ${link.url}`).join("\n"));
  blocks.push(
    `-- \n${model.legal.legalName}\n${postalAddress(model.legal, model.lang)}\n${model.siteUrl}\n${model.reason}`,
  );
  return `${blocks.join("\n\n")}\n`;
}

/** Both parts of a mail from its model. */
export async function renderMail(model: MailModel): Promise<{ html: string; text: string }> {
  return { html: await render(<MailDocument model={model} />), text: mailText(model) };
}
