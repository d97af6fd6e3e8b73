import { Icon } from "~/components/ui/Icon";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { BackLink } from "~/components/ui/BackLink";
import { Card, CardGrid } from "~/components/ui/Card";
import { CtaBand } from "~/components/ui/CtaBand";
import { FactList } from "~/components/ui/FactList";
import { Image } from "~/components/ui/Image";
import { CheckList, TagList } from "~/components/ui/Lists";
import { Quote } from "~/components/ui/Quote";
import { Section } from "~/components/ui/Section";
import { StatList } from "~/components/ui/Stat";
import { Steps } from "~/components/ui/Steps";
import { Table } from "~/components/ui/Table";
import type { SuccessCasePage } from "~/content/success-cases";
import { DemoBookingButton } from "~/forms/demo-booking/DemoBookingButton";
import { pagePath } from "~/utils/pages";
import { useLang } from "~/utils/root-data";
import "./case-detail.css";

/** A success case page, from its hero to the closing call to action. */
export function CaseDetail({ content }: { content: SuccessCasePage }) {
  const { t } = useTranslation("cases");
  const lang = useLang();
  const casesPath = pagePath("cases", lang);
  const facts = [
    { label: t("page.date"), value: <time dateTime={content.facts.date.slice(0, 7)}>{content.facts.dateText}</time> },
    { label: t("page.duration"), value: content.facts.duration },
    // The client's city only once the company gives it (decision 245).
    ...(content.facts.city ? [{ label: t("page.city"), value: content.facts.city }] : []),
    { label: t("page.client"), value: content.facts.client },
  ];
  return (
    <>
      <section className="hero on-gradient case-hero" aria-labelledby="page-title">
        <div className="container case-hero-grid">
          <div>
            <p className="case-back">
              <BackLink to={casesPath} label={t("page.back")} />
            </p>
            <p className="case-badge">
              <span className="visually-hidden">{t("page.sector")}: </span>
              {content.sector.label}
            </p>
            <h1 id="page-title">{content.hero.title}</h1>
            <p className="lead hero-lead">{content.hero.lead}</p>
            <FactList className="case-facts" label={t("page.factsLabel")} facts={facts} />
          </div>
          <Image image={{ ...content.image, alt: "" }} className="case-hero-image" eager />
        </div>
      </section>

      <Section id="resultados" title={t("page.keyResults")}>
        <StatList stats={content.keyResults} layout="three" />
      </Section>

      <Section id="reto" title={t("page.challenge")} lead={content.challenge.intro} alt>
        <CardGrid>
          {content.challenge.items.map((item) => (
            <Card key={item.title} title={item.title} description={item.description}>
              <p className="case-impact">
                <strong>{t("page.impactLabel")}:</strong> {item.impact}
              </p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section id="solucion" title={t("page.solution")} lead={content.solution.intro}>
        <CardGrid>
          {content.solution.items.map((item) => (
            <Card
              key={item.title}
              icon={item.icon}
              title={item.title}
              description={item.description}
              points={item.features}
            />
          ))}
        </CardGrid>
      </Section>

      {content.workflow ? (
        <Section id="como-funciona" title={t("page.workflow")} lead={content.workflow.intro} alt>
          <Steps stepLabel={t("page.stepLabel")} steps={content.workflow.steps} />
        </Section>
      ) : null}

      {content.phases ? (
        <Section id="fases" title={t("page.phases")} lead={content.phases.intro} alt>
          <ol className="case-timeline">
            {content.phases.items.map((phase) => (
              <li key={phase.phase} className="case-phase">
                <Card title={phase.phase}>
                  <p className="case-phase-duration">
                    <Icon name="clock" size={16} /> {t("page.duration")}: {phase.duration}
                  </p>
                  <p>{phase.description}</p>
                  <p className="case-phase-achievements-title">{t("page.achievements")}</p>
                  <CheckList items={phase.achievements} />
                </Card>
              </li>
            ))}
          </ol>
        </Section>
      ) : null}

      <Section id="antes-despues" title={t("page.comparison")}>
        <Table
          caption={content.comparison.caption}
          columns={[
            { header: t("page.metric") },
            { header: t("page.before") },
            { header: t("page.after"), className: "case-after" },
          ]}
          rows={content.comparison.rows.map((row) => ({ key: row.metric, cells: [row.metric, row.before, row.after] }))}
        />
      </Section>

      {content.quote ? (
        <Section id="testimonio" title={t("page.quoteLabel")} alt>
          <Quote quote={content.quote} large />
        </Section>
      ) : null}

      <Section id="impacto" title={t("page.impact")} lead={content.impact.text}>
        <StatList stats={content.impact.figures} />
      </Section>

      <Section id="tecnologias" title={t("page.technologies")} alt>
        <TagList items={content.technologies} className="case-tech" />
      </Section>

      <CtaBand id="case-cta" title={t("page.ctaTitle")} lead={t("page.ctaLead")}>
        <DemoBookingButton variant="primary">{t("page.ctaBook")}</DemoBookingButton>
        <Link to={casesPath} className="button button-secondary">
          {t("page.ctaMore")}
        </Link>
      </CtaBand>
    </>
  );
}
