import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import "./table.css";

export type TableColumn = { header: string; className?: string };
export type TableRow = { key: string; cells: ReactNode[] };

/**
 * A data table with a caption, column headers and a header cell per row (the first cell). A wide
 * table (`scrolls`) scrolls sideways on narrow screens inside a region that keyboard users can reach,
 * named by its caption, and shows that it scrolls (`TableScrollHint`, decision 218).
 */
export function Table({
  caption,
  columns,
  rows,
  className,
  scrolls = true,
}: {
  caption: string;
  columns: TableColumn[];
  rows: TableRow[];
  className?: string;
  /** False for a table narrow enough for any screen: no extra stop in the tab order. */
  scrolls?: boolean;
}) {
  const { t } = useTranslation();
  const classes = className ? `table-wrap ${className}` : "table-wrap";
  const table = (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={column.className}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row" className={columns[index]?.className}>
                  {cell}
                </th>
              ) : (
                <td key={index} className={columns[index]?.className}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (!scrolls) return <div className={classes}>{table}</div>;
  return (
    // A scrollable region must take focus so keyboard users can scroll it (WCAG 2.1.1; axe
    // "scrollable-region-focusable"), hence the tabIndex on a non-interactive element.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <section className={`${classes} table-scrolls`} tabIndex={0} aria-label={caption}>
      <TableScrollHint text={t("table.scrollHint")} />
      {table}
    </section>
  );
}

/**
 * The visible cue of a table wider than the screen: a line with arrows, shown only while the region
 * really overflows (table.css), plus a shadow on each side that has more columns. Hidden from
 * screen readers, which read the table cell by cell. The Markdown renderer writes the same markup
 * for the tables of the articles (markdown.server.ts).
 */
export function TableScrollHint({ text }: { text: string }) {
  return (
    <p className="table-hint" aria-hidden="true">
      {text}
    </p>
  );
}
