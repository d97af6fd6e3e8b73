import { loadArticleFiles } from "./articles/article-files.server";
import type { ContentProblem } from "./content-files.server";

/**
 * Every refused content file of the repository, by name (decision 200): what the site left out at
 * start-up. The suite fails on any (tests/unit/content/content-files.test.ts) and so does
 * `npm run launch:check`. A new kind of content file (people, proof, vacancies) adds its loader's
 * problems here.
 */
export function contentProblems(): ContentProblem[] {
  return [...loadArticleFiles().problems];
}
