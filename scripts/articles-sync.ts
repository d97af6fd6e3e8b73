// npm run articles:sync: writes the article files (app/content/articles) into the configured
// database's blog_posts, as the site does at start-up (decision 185). For a Supabase project whose
// site runs with the anon key only: run it with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY after
// changing an article (docs/content.md). A malformed file stops it with the file and field named.
import { syncArticlesCommand } from "~/services/backend/index.server";
import { env } from "~/services/env.server";

export async function main(): Promise<void> {
  try {
    await syncArticlesCommand(env());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
