import { Card, CardGrid } from "~/components/ui/Card";
import { CheckList } from "~/components/ui/Lists";
import "./case-studies.css";

/** Spec §3 case study: client, sector, challenge, solution, results. */
export type CaseStudy = { client: string; sector: string; challenge: string; solution: string; results: string[] };

/** Client stories told as challenge, solution and results. */
export function CaseStudies({
  labels,
  items,
}: {
  labels: { challenge: string; solution: string; results: string };
  items: CaseStudy[];
}) {
  return (
    <CardGrid columns={2}>
      {items.map((study) => (
        <Card key={study.client} eyebrow={study.sector} title={study.client}>
          <dl className="case-study-facts">
            <dt>{labels.challenge}</dt>
            <dd>{study.challenge}</dd>
            <dt>{labels.solution}</dt>
            <dd>{study.solution}</dd>
            <dt>{labels.results}</dt>
            <dd>
              <CheckList items={study.results} />
            </dd>
          </dl>
        </Card>
      ))}
    </CardGrid>
  );
}
