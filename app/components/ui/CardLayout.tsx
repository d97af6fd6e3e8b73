import type { ReactNode } from "react";
import { Bento } from "./Bento";
import { Card, CardGrid, type CardContent, type GridColumns } from "./Card";
import { FeatureRows } from "./FeatureRows";
import { OfferList } from "./OfferList";

/**
 * How a section lays out its cards (decision 124): `grid` the even card grid, `bento` a grid whose
 * first card is the wide lead, `rows` one feature per row beside a drawn visual, `list` a numbered
 * list with dividers instead of boxes.
 */
export type CardLayoutName = "grid" | "bento" | "rows" | "list";

/** A card's content and what goes after its description (bars, a label for the points...). */
export type CardItem = CardContent & { extra?: ReactNode };

/** A section's cards in the layout it chose; every layout shows the same words in the same order. */
export function CardLayout({
  layout = "grid",
  items,
  columns,
  muted,
  label,
}: {
  layout?: CardLayoutName;
  items: CardItem[];
  /** The grid's column width (`grid` only). */
  columns?: GridColumns;
  /** Descriptions in the muted text colour. */
  muted?: boolean;
  /** Names the list for screen readers, when the section heading does not. */
  label?: string;
}) {
  switch (layout) {
    case "rows":
      return <FeatureRows items={items} muted={muted} label={label} />;
    case "list":
      return <OfferList items={items} muted={muted} label={label} />;
    case "bento":
    case "grid": {
      const cards = items.map(({ extra, ...card }) => (
        <Card key={card.title} {...card} muted={muted}>
          {extra}
        </Card>
      ));
      return layout === "bento" ? (
        // A lead card listing its points is full; one with a line of text gets the drawn chart.
        <Bento label={label} chart={!items[0]?.points?.length}>
          {cards}
        </Bento>
      ) : (
        <CardGrid columns={columns} label={label}>
          {cards}
        </CardGrid>
      );
    }
  }
}
