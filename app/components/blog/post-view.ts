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
  image: { src: string; alt: string };
};

/** Intrinsic size of the blog illustrations (public/images/blog/*.svg). */
export const BLOG_IMAGE_SIZE = { width: 1200, height: 675 } as const;
