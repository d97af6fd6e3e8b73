import { Link } from "@remix-run/react";

type Props = {
  label: string;
  allLabel: string;
  categories: string[];
  /** null when all categories are shown. */
  selected: string | null;
  blogPath: string;
};

/**
 * Category filter as plain links (`?categoria=`): they work without JavaScript; with it Remix
 * loads the list in place and keeps the scroll position.
 */
export function BlogCategoryChips({ label, allLabel, categories, selected, blogPath }: Props) {
  const chips = [
    { key: "__all__", label: allLabel, href: blogPath, current: selected === null },
    ...categories.map((category) => ({
      key: category,
      label: category,
      href: `${blogPath}?categoria=${encodeURIComponent(category)}`,
      current: selected === category,
    })),
  ];
  return (
    <nav aria-label={label} className="blog-categories">
      <ul className="blog-chip-list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.href}
              preventScrollReset
              className="blog-chip"
              aria-current={chip.current ? "page" : undefined}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
