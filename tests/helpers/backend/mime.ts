/**
 * Just enough MIME to read what nodemailer writes: headers (with RFC 2047 encoded words), nested
 * multiparts, quoted-printable and base64 bodies.
 */
export type MimePart = { headers: Map<string, string>; body: string; parts: MimePart[] };

function decodeBytes(bytes: Uint8Array, charset: string): string {
  return new TextDecoder(charset.toLowerCase() === "us-ascii" ? "utf-8" : charset).decode(bytes);
}

function quotedPrintableBytes(text: string, header = false): Uint8Array {
  const source = header ? text.replace(/_/g, " ") : text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(source.slice(i + 1, i + 3))) {
      bytes.push(parseInt(source.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...new TextEncoder().encode(char));
    }
  }
  return new Uint8Array(bytes);
}

export function decodeHeaderValue(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? decodeBytes(Buffer.from(text, "base64"), charset)
        : decodeBytes(quotedPrintableBytes(text, true), charset),
    );
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  const unfolded = block.replace(/\r?\n[ \t]+/g, " ");
  for (const line of unfolded.split(/\r?\n/)) {
    const index = line.indexOf(":");
    if (index <= 0) continue;
    headers.set(line.slice(0, index).trim().toLowerCase(), line.slice(index + 1).trim());
  }
  return headers;
}

function param(header: string | undefined, name: string): string | undefined {
  const match = new RegExp(`${name}="?([^";]+)"?`, "i").exec(header ?? "");
  return match?.[1];
}

export function parseMime(raw: string): MimePart {
  const split = /\r?\n\r?\n/.exec(raw);
  const headerBlock = split ? raw.slice(0, split.index) : raw;
  const rest = split ? raw.slice(split.index + split[0].length) : "";
  const headers = parseHeaders(headerBlock);
  const contentType = headers.get("content-type") ?? "text/plain";
  const boundary = param(contentType, "boundary");
  if (/^multipart\//i.test(contentType) && boundary) {
    const sections = rest.split(
      new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:--)?\\r?\\n?`),
    );
    const parts = sections
      .slice(1)
      .filter((section) => section.trim() !== "")
      .map(parseMime);
    return { headers, body: "", parts };
  }
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const charset = param(contentType, "charset") ?? "utf-8";
  let body: string;
  if (encoding === "base64") body = decodeBytes(Buffer.from(rest.replace(/\s+/g, ""), "base64"), charset);
  else if (encoding === "quoted-printable") body = decodeBytes(quotedPrintableBytes(rest), charset);
  else body = rest;
  return { headers, body, parts: [] };
}

export function flatten(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(flatten);
}

export type ReadMail = {
  from: string;
  to: string;
  replyTo: string | undefined;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
  rawHeaders: string;
  /** The top-level header fields, by lower-case name (unfolded, encoded words decoded). */
  headers: Map<string, string>;
};

export function readMail(raw: string): ReadMail {
  const root = parseMime(raw);
  const leaves = flatten(root);
  const header = (name: string) => {
    const value = root.headers.get(name);
    return value === undefined ? undefined : decodeHeaderValue(value);
  };
  const isAttachment = (part: MimePart) =>
    /attachment/i.test(part.headers.get("content-disposition") ?? "") ||
    /text\/calendar/i.test(part.headers.get("content-type") ?? "");
  return {
    from: header("from") ?? "",
    to: header("to") ?? "",
    replyTo: header("reply-to"),
    subject: header("subject") ?? "",
    messageId: header("message-id") ?? "",
    text:
      leaves.find(
        (part) => /^text\/plain/i.test(part.headers.get("content-type") ?? "text/plain") && !isAttachment(part),
      )?.body ?? "",
    html: leaves.find((part) => /^text\/html/i.test(part.headers.get("content-type") ?? ""))?.body ?? "",
    attachments: leaves.filter(isAttachment).map((part) => ({
      filename: decodeHeaderValue(
        param(part.headers.get("content-disposition"), "filename") ??
          param(part.headers.get("content-type"), "name") ??
          "",
      ),
      contentType: part.headers.get("content-type") ?? "",
      content: part.body,
    })),
    rawHeaders: raw.slice(0, /\r?\n\r?\n/.exec(raw)?.index ?? raw.length),
    headers: new Map([...root.headers].map(([name, value]) => [name, decodeHeaderValue(value)])),
  };
}
