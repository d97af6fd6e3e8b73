import type { ReactNode } from "react";
import "./phone-row.css";

/**
 * A list of cards that, on phones, becomes one row scrolling sideways (a card and the edge of the
 * next in view, snapping card by card), so a long section takes one screen (issue 37, decision
 * 218). Wider, it is whatever its child lays out. Its cards may hold no link, so the row itself is a
 * named region the keyboard can focus and scroll with the arrow keys; its name must differ from its
 * section's (two landmarks of one name), e.g. "Casos de éxito: lista" (`label`).
 */
export function PhoneRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus
    <section className="phone-row" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
