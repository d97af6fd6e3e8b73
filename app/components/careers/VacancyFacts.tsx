import { FactList } from "~/components/ui/FactList";
import { Icon, type IconName } from "~/components/ui/Icon";
import { useTranslation } from "~/i18n/react";

/**
 * A vacancy's facts, each row with its icon: the card (VacancyList) gives department, location and
 * type; the page (VacancyDetails) adds the contract and, once the company gives it, the salary.
 */
export type VacancyFactValues = {
  department: string;
  location: string;
  type: string;
  contract?: string;
  salary?: string | null;
};

const rows: Array<{ key: keyof VacancyFactValues; icon: IconName }> = [
  { key: "department", icon: "briefcase" },
  { key: "location", icon: "map-pin" },
  { key: "type", icon: "clock" },
  { key: "contract", icon: "file-text" },
  { key: "salary", icon: "trending-up" },
];

/** The facts a vacancy has, in this order, as a list of label and value. */
export function VacancyFacts({ facts }: { facts: VacancyFactValues }) {
  const { t } = useTranslation("careers");
  return (
    <FactList
      className="vacancy-facts"
      facts={rows.flatMap(({ key, icon }) => {
        const value = facts[key];
        if (!value) return [];
        const label = (
          <>
            <Icon name={icon} size={16} />
            {t(key)}
          </>
        );
        return [{ label, value }];
      })}
    />
  );
}
