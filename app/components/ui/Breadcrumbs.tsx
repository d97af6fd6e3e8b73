import { Link } from "@remix-run/react";
import { Icon } from "./Icon";
import "./breadcrumbs.css";

/** One step of the trail: a page's name and path; the last one is the page being read. */
export type BreadcrumbItem = { name: string; path: string };

/**
 * Where the page sits in the site (WAI-ARIA breadcrumb pattern): a labelled navigation landmark
 * with an ordered list of links, the current page marked `aria-current="page"`.
 */
export function Breadcrumbs({ label, items }: { label: string; items: BreadcrumbItem[] }) {
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <ol className="container">
        {items.map((item, index) => (
          <li key={item.path}>
            {index > 0 ? <Icon name="chevron-right" size={14} className="breadcrumbs-separator" /> : null}
            <Link to={item.path} aria-current={index === items.length - 1 ? "page" : undefined}>
              {item.name}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
