import type { Picture } from "~/components/ui/Image";

/** A post as the blog components show it (written on the server by `toPostView`). */
export type BlogPostView = {
  slug: string;
  /** The article's address (utils/pages.ts articlePath, written by the loader). */
  path: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  /** The author's page, when the people list has them; else the byline is plain text. */
  authorPath: string | null;
  /** The category's topic page, when it is one of the topics. */
  categoryPath: string | null;
  featured: boolean;
  /** The publication date and time (or day) for <time dateTime>. */
  dateTime: string;
  dateLabel: string;
  readTimeLabel: string;
  viewsLabel: string;
  image: Picture;
};
