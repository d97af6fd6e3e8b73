/**
 * Fills the `{{name}}` placeholders of a string (i18next's syntax); an unknown name stays as written.
 * The one filler of the render-time translator (react.tsx) and of the e-mails (Deno too, so no imports).
 */
export function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    values[name] === undefined ? placeholder : String(values[name]),
  );
}
