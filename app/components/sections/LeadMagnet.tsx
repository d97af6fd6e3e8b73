import { Image, type Picture } from "~/components/ui/Image";
import { CheckList } from "~/components/ui/Lists";
import { Split } from "~/components/ui/Section";
import { StatList, type Stat } from "~/components/ui/Stat";
import { LeadMagnetForm } from "~/forms/lead-magnet/LeadMagnetForm";
import "./lead-magnet.css";

export type LeadMagnetCopy = { facts: Stat[]; pointsTitle: string; points: string[]; cover: Picture };

/** The free guide: its cover, its figures, what it teaches and the form that sends it. */
export function LeadMagnet({ copy }: { copy: LeadMagnetCopy }) {
  return (
    <Split>
      <Image image={copy.cover} className="lead-magnet-cover" />
      <div>
        <StatList stats={copy.facts} layout="left" />
        <h3>{copy.pointsTitle}</h3>
        <CheckList items={copy.points} />
        <LeadMagnetForm />
      </div>
    </Split>
  );
}
