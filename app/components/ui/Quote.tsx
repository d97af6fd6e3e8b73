import { Icon } from "./Icon";
import "./quote.css";

export type Quotation = { text: string; author: string; role: string };

/**
 * A quotation with its source: <figure><blockquote>…</blockquote><figcaption>…</figcaption></figure>.
 * `large`: the client's words on a case page, bigger and between quotation marks.
 */
export function Quote({ quote, large = false }: { quote: Quotation; large?: boolean }) {
  return (
    <figure className={large ? "quote quote-large" : "quote"}>
      {large ? null : <Icon name="quote" size={40} className="quote-mark" />}
      <blockquote>
        <p>{quote.text}</p>
      </blockquote>
      <figcaption>
        <span className="quote-author">{quote.author}</span>
        <span className="quote-role">{quote.role}</span>
      </figcaption>
    </figure>
  );
}
