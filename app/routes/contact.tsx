import type { LoaderFunctionArgs } from "@remix-run/node";
import { CtaBand } from "~/components/ui/CtaBand";
import { useLoaderData } from "@remix-run/react";
import { ContactExpectations, ContactInfoCards } from "~/components/contact/ContactSections";
import { Hero, Section } from "~/components/ui/Section";
import { contactContent } from "~/content/contact";
import { ContactEnquiryForm } from "~/forms/contact-enquiry/ContactEnquiryForm";
import { DemoBookingButton } from "~/forms/demo-booking/DemoBookingButton";
import { meta } from "~/utils/meta";
import { pageData } from "~/utils/page-data.server";

export { action, headers } from "~/forms/page-action.server";

export const loader = (args: LoaderFunctionArgs) => pageData(args, contactContent);

export { meta };

export default function ContactPage() {
  const { content, lang } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero
        visual="contact"
        title={content.hero.title}
        lead={content.hero.lead}
        actions={
          <>
            <DemoBookingButton variant="primary">{content.hero.bookDemo}</DemoBookingButton>
            <a href="#contact-form" className="button button-secondary">
              {content.hero.writeToUs}
            </a>
          </>
        }
      />
      <Section id="contact-info" title={content.info.title} lead={content.info.lead}>
        <ContactInfoCards info={content.info} lang={lang} />
      </Section>
      <Section id="contact-form" title={content.form.title} lead={content.form.lead} alt>
        <div className="contact-layout">
          <ContactEnquiryForm />
          <ContactExpectations benefits={content.benefits} />
        </div>
      </Section>
      <CtaBand id="contact-demo" title={content.demo.title} lead={content.demo.lead}>
        <DemoBookingButton variant="primary">{content.demo.button}</DemoBookingButton>
      </CtaBand>
    </>
  );
}
