import type { LoaderFunctionArgs } from "@remix-run/node";
import { CtaBand } from "~/components/ui/CtaBand";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContactBenefits, ContactInfoCards } from "~/components/contact/ContactSections";
import { Hero, Section } from "~/components/ui/Section";
import { contactContent } from "~/content/contact";
import { ContactEnquiryForm } from "~/forms/contact-enquiry/ContactEnquiryForm";
import { DemoBookingButton } from "~/forms/demo-booking/DemoBookingButton";
import { pageMeta } from "~/utils/meta";
import { pageData } from "~/utils/page-data";

export { action, headers } from "~/forms/page-action.server";

export const loader = ({ request }: LoaderFunctionArgs) => json(pageData(request, contactContent));

export const meta = pageMeta;

export default function ContactPage() {
  const { content, lang } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero title={content.hero.title} lead={content.hero.lead}>
        <div className="hero-actions">
          <DemoBookingButton variant="primary">{content.hero.bookDemo}</DemoBookingButton>
          <a href="#contact-form" className="button button-secondary">
            {content.hero.writeToUs}
          </a>
        </div>
      </Hero>
      <Section id="contact-info" title={content.info.title} lead={content.info.lead}>
        <ContactInfoCards info={content.info} lang={lang} />
      </Section>
      <Section id="contact-form" title={content.form.title} lead={content.form.lead} alt>
        <div className="narrow">
          <ContactEnquiryForm />
        </div>
      </Section>
      <Section id="contact-benefits" title={content.benefits.title}>
        <ContactBenefits items={content.benefits.items} />
      </Section>
      <CtaBand id="contact-demo" title={content.demo.title} lead={content.demo.lead}>
        <DemoBookingButton variant="primary">{content.demo.button}</DemoBookingButton>
      </CtaBand>
    </>
  );
}
