// Client JavaScript a first visit downloads, per page (gzip), from the Remix build manifest, with the
// budget of its kind (scripts/js-budget.mjs; decision 160). Spanish pages; English ones match.
// Usage: npm run build && npm run perf:bundle
import { budgetTable, measureBudget } from "./js-budget.mjs";

const rows = (await measureBudget(process.env.BUILD_DIR ?? "build"))
  .filter((row) => process.env.ALL_LANGS || row.id.startsWith("es/"))
  .sort((a, b) => a.kind.localeCompare(b.kind) || b.bytes - a.bytes);
console.table(budgetTable(rows));
process.exit(0);
