import { Testimonials, type Testimonial } from "~/components/sections/Testimonials";
import type { CardContent } from "~/components/ui/Card";
import { CardLayout, type CardLayoutName } from "~/components/ui/CardLayout";
import { ButtonLinks, ContentAnchor, type ContentLink } from "~/components/ui/ContentLink";
import { CtaBand } from "~/components/ui/CtaBand";
import { CheckList } from "~/components/ui/Lists";
import { Hero, Section, type HeroVisual } from "~/components/ui/Section";
import { StatList, type Stat } from "~/components/ui/Stat";
import { Steps, type Step } from "~/components/ui/Steps";
import { ValueBars } from "~/components/ui/ValueBars";
import { DemoBookingButton } from "~/forms/demo-booking/DemoBookingButton";
import type { Lang } from "~/i18n/language";
import { formatPercent } from "~/utils/format";
import { CaseStudies, type CaseStudy } from "./CaseStudies";
import "./service-page.css";

type Heading = { id: string; eyebrow: string; title: string; lead?: string };

/** A card of a service page; numbers are formatted in the page's language. */
export type ServiceCard = CardContent & {
  /** Average growth, shown large with its sign ("+300 %"). */
  growthPercent?: number;
  /** A level from 0 to 100 (savings, expertise), shown as a bar. */
  level?: number;
};

/** The blocks a service page is made of, in the order the page shows them. */
export type ServiceSection = Heading &
  (
    | ({
        kind: "cards";
        items: ServiceCard[];
        /** What every card's figure measures ("Crecimiento medio", "de plazo de entrega"). */
        figureLabel?: string;
        /** What every card's bar measures ("Ahorro medio"). */
        levelLabel?: string;
        /** Written above every card's points ("Procesos habituales"). */
        pointsLabel?: string;
      } & CardsLayout)
    | { kind: "steps"; durationLabel: string; steps: Step[]; note?: string }
    | { kind: "stats"; stats: Stat[] }
    | { kind: "case-studies"; labels: { challenge: string; solution: string; results: string }; items: CaseStudy[] }
    | { kind: "checklist"; items: string[] }
    /** `ids`: the testimonials (app/content/company/testimonials/); the loader fills `items`. */
    | { kind: "testimonials"; ids: string[]; items: Testimonial[] }
  );

/**
 * How a cards section lays its cards out (decision 124): the even grid (the default), with a
 * column width, or another layout of the kit, which has none.
 */
type CardsLayout = { layout?: "grid"; columns?: 3 | 4 } | { layout: Exclude<CardLayoutName, "grid">; columns?: never };

export type ServicePageContent = {
  meta: { title: string; description: string };
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    /** The hero's button: the demo booking, or a link. */
    action: { demo: string } | ContentLink;
    stats?: Stat[];
  };
  sections: ServiceSection[];
  /** The closing band; its first link is the primary button. */
  closing: { id: string; title: string; lead: string; links: ContentLink[] };
};

/** The one template of the four service pages: hero, the sections of the content, closing band. */
export function ServicePage({
  content,
  lang,
  visual,
}: {
  content: ServicePageContent;
  lang: Lang;
  visual: HeroVisual;
}) {
  const { hero, sections, closing } = content;
  return (
    <>
      <Hero
        visual={visual}
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={
          "demo" in hero.action ? (
            <DemoBookingButton variant="primary">{hero.action.demo}</DemoBookingButton>
          ) : (
            <ContentAnchor link={hero.action} className="button button-primary" />
          )
        }
      >
        {hero.stats ? <StatList stats={hero.stats} layout="hero-band" /> : null}
      </Hero>

      {sections.map((section, index) => (
        <Section
          key={section.id}
          id={section.id}
          alt={index % 2 === 1}
          centered={section.kind === "stats"}
          eyebrow={section.eyebrow}
          title={section.title}
          lead={section.lead}
        >
          <SectionBody section={section} lang={lang} />
        </Section>
      ))}

      <CtaBand id={closing.id} title={closing.title} lead={closing.lead}>
        <ButtonLinks links={closing.links} />
      </CtaBand>
    </>
  );
}

function SectionBody({ section, lang }: { section: ServiceSection; lang: Lang }) {
  switch (section.kind) {
    case "cards":
      return (
        <CardLayout
          layout={section.layout}
          columns={section.columns}
          items={section.items.map(({ growthPercent, level, figure, ...card }) => ({
            ...card,
            figure:
              growthPercent !== undefined
                ? { value: formatPercent(growthPercent, lang, { signed: true }), label: section.figureLabel }
                : figure && { value: figure.value, label: section.figureLabel ?? figure.label },
            extra:
              (level !== undefined && section.levelLabel) || section.pointsLabel ? (
                <>
                  {level !== undefined && section.levelLabel ? (
                    <ValueBars
                      items={[{ label: section.levelLabel, value: level }]}
                      format={(value) => formatPercent(value, lang)}
                    />
                  ) : null}
                  {section.pointsLabel ? <p className="muted">{section.pointsLabel}:</p> : null}
                </>
              ) : undefined,
          }))}
        />
      );
    case "steps":
      return (
        <>
          <Steps steps={section.steps} durationLabel={section.durationLabel} />
          {section.note ? <p className="service-note">{section.note}</p> : null}
        </>
      );
    case "stats":
      return <StatList stats={section.stats} layout="boxed" />;
    case "case-studies":
      return <CaseStudies labels={section.labels} items={section.items} />;
    case "checklist":
      return <CheckList items={section.items} columns />;
    case "testimonials":
      return <Testimonials items={section.items} />;
  }
}
