import { Link } from "@remix-run/react";
import { CtaBand } from "~/components/ui/CtaBand";
import {
  Activity,
  ArrowLeft,
  Bot,
  Brain,
  Calculator,
  ChartColumn,
  Clock,
  Database,
  Languages,
  Network,
  Plane,
  ScanLine,
  Smartphone,
  TrendingUp,
  Workflow,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { DemoBookingButton } from "~/forms/demo-booking/DemoBookingButton";
import { Section, StatList } from "~/components/ui/Section";
import type { CaseLabels, SolutionIcon, SuccessCasePage } from "~/content/success-cases";
import { pagePath } from "~/utils/pages";
import { useLang } from "~/utils/root-data";

const icons: Record<SolutionIcon, LucideIcon> = {
  database: Database,
  languages: Languages,
  workflow: Workflow,
  smartphone: Smartphone,
  network: Network,
  bot: Bot,
  scan: ScanLine,
  calculator: Calculator,
  chart: ChartColumn,
  activity: Activity,
  brain: Brain,
  zap: Zap,
  plane: Plane,
  trending: TrendingUp,
};

type Props = { content: SuccessCasePage; labels: CaseLabels; dateText: string };

/** A success case page, from its hero to the closing call to action. */
export function CaseDetail({ content, labels, dateText }: Props) {
  const lang = useLang();
  const casesPath = pagePath("cases", lang);
  return (
    <>
      <section className="hero case-hero" aria-labelledby="page-title">
        <div className="container case-hero-grid">
          <div>
            <p className="case-back">
              <Link to={casesPath} className="back-link">
                <ArrowLeft aria-hidden="true" size={18} />
                {labels.back}
              </Link>
            </p>
            <p className="case-badge">
              <span className="visually-hidden">{labels.sector}: </span>
              {content.sector.label}
            </p>
            <h1 id="page-title">{content.hero.title}</h1>
            <p className="lead">{content.hero.lead}</p>
            <dl className="case-facts" aria-label={labels.factsLabel}>
              <div>
                <dt>{labels.date}</dt>
                <dd>
                  <time dateTime={content.facts.date.slice(0, 7)}>{dateText}</time>
                </dd>
              </div>
              <div>
                <dt>{labels.duration}</dt>
                <dd>{content.facts.duration}</dd>
              </div>
              <div>
                <dt>{labels.city}</dt>
                <dd>{content.facts.city}</dd>
              </div>
              <div>
                <dt>{labels.client}</dt>
                <dd>{content.facts.client}</dd>
              </div>
            </dl>
          </div>
          <img
            className="case-hero-image"
            src={content.image.src}
            width={content.image.width}
            height={content.image.height}
            alt=""
          />
        </div>
      </section>

      <Section id="resultados" title={labels.keyResults}>
        <div className="case-results">
          <StatList stats={content.keyResults} />
        </div>
      </Section>

      <Section id="reto" title={labels.challenge} lead={content.challenge.intro} alt>
        <ul className="grid">
          {content.challenge.items.map((item) => (
            <li key={item.title} className="card">
              <h3>{item.title}</h3>
              <p>{item.description}</p>
              <p className="case-impact">
                <strong>{labels.impactLabel}:</strong> {item.impact}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="solucion" title={labels.solution} lead={content.solution.intro}>
        <ul className="grid">
          {content.solution.items.map((item) => {
            const Icon = icons[item.icon];
            return (
              <li key={item.title} className="card">
                <span className="card-icon">
                  <Icon aria-hidden="true" size={24} />
                </span>
                <h3>{item.title}</h3>
                <p>{item.description}</p>
                <ul className="check-list">
                  {item.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </Section>

      {content.workflow ? (
        <Section id="como-funciona" title={labels.workflow} lead={content.workflow.intro} alt>
          <ol className="steps case-steps">
            {content.workflow.steps.map((step) => (
              <li key={step.step} className="card">
                <span className="step-number" aria-hidden="true">
                  {step.step}
                </span>
                <h3>
                  <span className="visually-hidden">
                    {labels.stepLabel} {step.step}:{" "}
                  </span>
                  {step.title}
                </h3>
                <p>{step.description}</p>
                <p className="case-step-time">
                  <Clock aria-hidden="true" size={16} /> {step.time}
                </p>
              </li>
            ))}
          </ol>
        </Section>
      ) : null}

      {content.phases ? (
        <Section id="fases" title={labels.phases} lead={content.phases.intro} alt>
          <ol className="case-timeline">
            {content.phases.items.map((phase) => (
              <li key={phase.phase} className="case-phase">
                <div className="card">
                  <h3>{phase.phase}</h3>
                  <p className="case-phase-duration">
                    <Clock aria-hidden="true" size={16} /> {labels.duration}: {phase.duration}
                  </p>
                  <p>{phase.description}</p>
                  <p className="case-phase-achievements-title">{labels.achievements}</p>
                  <ul className="check-list">
                    {phase.achievements.map((achievement) => (
                      <li key={achievement}>{achievement}</li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ol>
        </Section>
      ) : null}

      <Section id="antes-despues" title={labels.comparison}>
        <section className="table-wrap case-table" tabIndex={0} aria-label={content.comparison.caption}>
          <table>
            <caption>{content.comparison.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.metric}</th>
                <th scope="col">{labels.before}</th>
                <th scope="col">{labels.after}</th>
              </tr>
            </thead>
            <tbody>
              {content.comparison.rows.map((row) => (
                <tr key={row.metric}>
                  <th scope="row">{row.metric}</th>
                  <td>{row.before}</td>
                  <td className="case-after">{row.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </Section>

      <Section id="testimonio" title={labels.quoteLabel} alt>
        <figure className="case-quote">
          <blockquote>
            <p>{content.quote.text}</p>
          </blockquote>
          <figcaption>
            <strong>{content.quote.author}</strong>
            <span className="muted">{content.quote.role}</span>
          </figcaption>
        </figure>
      </Section>

      <Section id="impacto" title={labels.impact} lead={content.impact.text}>
        <div className="case-impact-figures">
          <StatList stats={content.impact.figures} />
        </div>
      </Section>

      <Section id="tecnologias" title={labels.technologies} alt>
        <ul className="tag-list case-tech">
          {content.technologies.map((technology) => (
            <li key={technology} className="tag">
              {technology}
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand id="case-cta" title={labels.ctaTitle} lead={labels.ctaLead}>
        <DemoBookingButton variant="primary">{labels.ctaBook}</DemoBookingButton>
        <Link to={casesPath} className="button button-secondary">
          {labels.ctaMore}
        </Link>
      </CtaBand>
    </>
  );
}
