// Every component stylesheet, imported once from the root (decision 105). Components drawn only
// on the server (server-rendered regions, *.server modules) are not in the browser build, so
// their own `import "./x.css"` would not reach the CSS bundle; this list does.
// tests/unit/shell/styles.test.ts checks it names every stylesheet a module imports.
import "~/components/ui/back-link.css";
import "~/components/ui/bento.css";
import "~/components/ui/breadcrumbs.css";
import "~/components/ui/card.css";
import "~/components/ui/chip-nav.css";
import "~/components/ui/cta-band.css";
import "~/components/ui/feature-rows.css";
import "~/components/ui/hero-visual.css";
import "~/components/ui/icon.css";
import "~/components/ui/lists.css";
import "~/components/ui/offer-list.css";
import "~/components/ui/quote.css";
import "~/components/ui/section.css";
import "~/components/ui/stat.css";
import "~/components/ui/steps.css";
import "~/components/ui/table.css";
import "~/components/ui/value-bars.css";
import "~/components/blog/blog-article.css";
import "~/components/blog/blog-listing.css";
import "~/components/blog/blog-post-card.css";
import "~/components/careers/vacancy-list.css";
import "~/components/cases/case-card.css";
import "~/components/cases/case-detail.css";
import "~/components/cases/case-list.css";
import "~/components/consent/consent.css";
import "~/components/faq/faq.css";
import "~/components/kit-digital/kit-digital.css";
import "~/components/layout/chat-button.css";
import "~/components/layout/error-pages.css";
import "~/components/layout/site-footer.css";
import "~/components/layout/site-header.css";
import "~/components/legal/legal.css";
import "~/components/search/search.css";
import "~/components/sections/award.css";
import "~/components/sections/lead-magnet.css";
import "~/components/sections/logo-wall.css";
import "~/components/sections/profile-cards.css";
import "~/components/sections/testimonials.css";
import "~/components/services/case-studies.css";
import "~/components/services/service-page.css";
