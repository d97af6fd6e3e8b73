import type { Picture } from "~/components/ui/Image";

/** A post as the blog components show it (written on the server by `toPostView`). */
export type BlogPostView = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  featured: boolean;
  /** YYYY-MM-DD for <time dateTime>. */
  dateTime: string;
  dateLabel: string;
  readTimeLabel: string;
  viewsLabel: string;
  image: Picture;
};
