import { useTranslation } from "react-i18next";
import { ExternalLink } from "~/components/ui/ExternalLink";
import { Image, type Picture } from "~/components/ui/Image";
import "./award.css";

export type AwardCopy = {
  year: string;
  name: string;
  /** Who gave the award (the company fills it in) and, if it has one, the page that announces it. */
  awardedBy: { name: string; url?: string };
  description: string;
  image: Picture;
};

/** A distinction the company received: its badge, year, name, who awarded it and why. */
export function Award({ award }: { award: AwardCopy }) {
  const { t } = useTranslation();
  const body = award.awardedBy;
  return (
    <div className="award">
      <Image image={award.image} />
      <div>
        <p className="award-year">{award.year}</p>
        <h3>{award.name}</h3>
        <p className="award-body">
          {t("award.awardedBy")}{" "}
          <strong>{body.url ? <ExternalLink href={body.url}>{body.name}</ExternalLink> : body.name}</strong>
        </p>
        <p>{award.description}</p>
      </div>
    </div>
  );
}
