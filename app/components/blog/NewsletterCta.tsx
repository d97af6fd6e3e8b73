import { Mail } from "lucide-react";
import type { BlogCopy } from "~/content/blog";

/** The spec's newsletter button, made useful: it leads to the working form in the footer. */
export function NewsletterCta({ copy }: { copy: BlogCopy["newsletter"] }) {
  return (
    <section className="section" aria-labelledby="blog-newsletter-heading">
      <div className="container">
        <div className="cta-band">
          <h2 id="blog-newsletter-heading">{copy.title}</h2>
          <p className="lead">{copy.lead}</p>
          <div className="hero-actions">
            <a href="#newsletter" className="button button-primary">
              <Mail aria-hidden="true" size={18} />
              {copy.button}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
