/**
 * The one parsing point of a lead form's fields (decision 120): whatever a client sends, what
 * reaches validation, storage and the re-rendered form is a flat record of the form's own field
 * names to clean strings.
 *
 * - Only the form's own fields are read. Conform's reserved names (`__intent__`, `__state__`), path
 *   syntax (`email[]`, `email.x`, `email[0]`) and any other name are dropped, so they can neither
 *   steer Conform nor reach the page that re-renders the errors.
 * - A field sent twice with the same value counts once; with different values it is an error of
 *   that field ("repeated"), never an array. Files are not text and are dropped.
 * - Text is normalised: NUL and the other invisible control characters are removed (TAB and line
 *   breaks stay; single-line fields still refuse line breaks in the schema), CRLF becomes LF (what
 *   the browser counted against `maxlength`), lone surrogates become U+FFFD and the text is NFC.
 *   A valid lead is kept whatever odd character one field held; the database never sees a NUL.
 */

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const INVISIBLE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufeff]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The text a visitor meant: see the top of this file. */
export function cleanText(value: string): string {
  return value
    .replace(LONE_SURROGATE, "\ufffd")
    .replace(INVISIBLE_CONTROLS, "")
    .replace(/\r\n?/g, "\n")
    .normalize("NFC");
}

export type LeadFields = {
  /** The form's fields, cleaned, for the schema (Conform's parseWithZod reads it as a form). */
  data: URLSearchParams;
  /** The same as a record: what the visitor typed, to put back in the form. */
  values: Record<string, string>;
  /** Fields sent more than once with different values. */
  repeated: string[];
};

export function readLeadFields(form: FormData, names: readonly string[]): LeadFields {
  const wanted = new Set(names);
  const values: Record<string, string> = {};
  const repeated = new Set<string>();
  for (const [name, raw] of form.entries()) {
    if (!wanted.has(name) || typeof raw !== "string") continue;
    const value = cleanText(raw);
    if (!(name in values)) values[name] = value;
    else if (values[name] !== value) repeated.add(name);
  }
  return { data: new URLSearchParams(values), values, repeated: [...repeated] };
}
