// With its extension: the edge function (Deno) reads this module too (resources/mail.ts).
import type { Lang } from "./language.ts";

export type Bilingual<T> = Record<Lang, T>;

/**
 * Page copy is written once per language. The Spanish version fixes the shape and the English one
 * is checked against it, so a section missing in one language is a compile error.
 */
export function bilingual<T>(content: { es: T; en: NoInfer<T> }): Bilingual<T> {
  return content;
}
