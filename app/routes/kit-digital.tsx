import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RelatedSection } from "~/components/blog/RelatedLinks";
import { relatedBlock } from "~/services/articles/related";
import { KitProgramme } from "~/components/kit-digital/KitProgramme";
import { SolutionGrid } from "~/components/kit-digital/SolutionGrid";
import { CardLayout } from "~/components/ui/CardLayout";
import { Image } from "~/components/ui/Image";
import { CtaBand } from "~/components/ui/CtaBand";
import { ButtonLinks } from "~/components/ui/ContentLink";
import { CheckList } from "~/components/ui/Lists";
import { Hero, Section, Split } from "~/components/ui/Section";
import { Steps } from "~/components/ui/Steps";
import { kitDigitalContent } from "~/content/kit-digital";
import { meta } from "~/utils/meta";
import { pageService } from "~/utils/structured-data";
import { pageData } from "~/utils/page-data.server";
import type { BreadcrumbsHandle } from "~/components/layout/SiteFrame";

export { action, headers } from "~/forms/page-action.server";

export const handle = { breadcrumbs: true } satisfies BreadcrumbsHandle;

/** The programme's page, and what the site says about it elsewhere: its article and its blog topic. */
export async function loader(args: LoaderFunctionArgs) {
  const page = pageData(args, kitDigitalContent, { strings: ["kit"], structured: pageService });
  return { ...page, related: await relatedBlock("kit-digital", page.lang) };
}

/** Service, provided by the company: the page's name (its breadcrumb) and its hero's lead. */
export { meta };

export default function KitDigitalPage() {
  const { content, lang, related } = useLoaderData<typeof loader>();
  const { hero, intro, audiences, steps, solutions, why, cta, programme } = content;
  return (
    <>
      <Hero visual="kit-digital" {...hero} />

      <Section id="que-es" title={intro.title}>
        <Split>
          <div>
            {intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <CheckList items={intro.points} />
          </div>
          <Image image={intro.image} />
        </Split>
      </Section>

      <Section id="destinatarios" title={audiences.title} lead={audiences.lead} alt>
        <CardLayout layout="list" items={audiences.items} muted />
      </Section>

      <Section id="como-solicitarlo" title={steps.title} lead={steps.lead}>
        <Steps steps={steps.items} muted />
      </Section>

      <Section id="soluciones" title={solutions.title} lead={solutions.lead} alt>
        <SolutionGrid lang={lang} items={solutions.items} />
        <p className="muted kit-note">{solutions.footnote}</p>
      </Section>

      <Section id="por-que-rts" title={why.title}>
        <CheckList items={why.items} columns />
      </Section>

      <CtaBand id="contacto-kit" title={cta.title} lead={cta.lead}>
        <ButtonLinks links={cta.links} />
      </CtaBand>

      <RelatedSection {...related} />

      <KitProgramme facts={programme} />
    </>
  );
}
