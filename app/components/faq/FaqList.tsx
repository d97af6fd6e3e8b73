import { Icon } from "~/components/ui/Icon";
import type { FaqContent } from "~/content/faq";
import { RichText } from "~/components/legal/RichText";
import "./faq.css";

/**
 * The questions as native exclusive accordions: <details> sharing one `name` open one at a time and
 * close when their summary is clicked again, with or without JavaScript.
 */
export function FaqList({ items }: { items: FaqContent["items"] }) {
  return (
    <div className="faq-list">
      {items.map((item) => (
        <details key={item.id} id={`faq-${item.id}`} name="faq" className="faq-item">
          <summary className="faq-question">
            <span>{item.question}</span>
            <Icon name="chevron-down" className="faq-chevron" size={20} />
          </summary>
          <div className="faq-answer">
            {item.answer.map((paragraph) => (
              <p key={paragraph}>
                <RichText text={paragraph} />
              </p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
