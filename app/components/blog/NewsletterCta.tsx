import { Icon } from "~/components/ui/Icon";
import { CtaBand } from "~/components/ui/CtaBand";
import type { BlogCopy } from "~/content/blog";

/** The spec's newsletter button, made useful: it leads to the working form in the footer. */
export function NewsletterCta({ copy }: { copy: BlogCopy["newsletter"] }) {
  return (
    <CtaBand id="blog-newsletter" title={copy.title} lead={copy.lead}>
      <a href="#newsletter" className="button button-primary">
        <Icon name="mail" size={18} />
        {copy.button}
      </a>
    </CtaBand>
  );
}
