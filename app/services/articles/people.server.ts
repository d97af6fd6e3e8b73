import type { Profile } from "~/components/sections/ProfileCards";
import type { Lang } from "~/i18n/language";
import { getBackend } from "~/services/backend/index.server";
import { personView, personWithPage, teamPeople } from "~/services/content/people.server";
import { errorFields, log } from "~/services/logger.server";
import { blogStrings } from "~/services/post-view.server";
import { templatePath } from "~/utils/pages";

/**
 * The about page's team (decision 213): the specification's team of two from
 * app/content/company/people/, with only what the company filled in, and a link to their author
 * page when they have one and have published an article in the page's language (without the
 * database, the cards stay and the links are left out).
 */
export async function teamProfiles(lang: Lang): Promise<Profile[]> {
  const t = await blogStrings(lang);
  let authors = new Set<string>();
  try {
    const posts = await (await getBackend()).publishedPosts();
    authors = new Set(posts.filter((post) => post.lang === lang).map((post) => post.author));
  } catch (error) {
    log.error("about.authors_failed", errorFields(error));
  }
  return teamPeople().map((person) => {
    const view = personView(person, lang);
    const shownAs = view.name ?? view.role;
    return {
      ...view,
      articles:
        person.name && personWithPage(person.key) && authors.has(person.name)
          ? {
              href: templatePath("blog-author", lang, { author: person.key }),
              label: t("author.articles", { name: person.name }),
            }
          : null,
      profileLabel: t("author.profile", { name: shownAs }),
    };
  });
}
