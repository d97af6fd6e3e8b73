import { Quote } from "lucide-react";

/** A quotation with its source: <figure><blockquote>…</blockquote><figcaption>…</figcaption></figure>. */
export function QuoteFigure({ text, author, role }: { text: string; author: string; role: string }) {
  return (
    <figure className="quote-figure">
      <Quote aria-hidden="true" size={40} className="quote-figure-mark" />
      <blockquote>
        <p>{text}</p>
      </blockquote>
      <figcaption>
        <span className="quote-figure-author">{author}</span>
        <span className="quote-figure-role">{role}</span>
      </figcaption>
    </figure>
  );
}
