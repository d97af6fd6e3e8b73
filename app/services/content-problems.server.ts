import { loadArticleFiles } from "./articles/article-files.server";
import type { ContentProblem } from "./content-files.server";
import { readCompanyContent, type CompanyContent } from "./content/company-content.server";

/**
 * Every refused content file of the repository, by name (decision 200): what the site left out at
 * start-up — articles and the company's files (identity, people, proof, testimonials, vacancies).
 * The suite fails on any (tests/unit/content/content-files.test.ts) and so does `npm run launch:check`.
 */
export function contentProblems(company: CompanyContent = readCompanyContent()): ContentProblem[] {
  return [...loadArticleFiles().problems, ...company.problems];
}
