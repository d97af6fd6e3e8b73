import type { AnchorHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "~/i18n/react";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> & { href: string; children: ReactNode };

/** A link to another site: new tab, no opener, and a hidden note so screen readers hear it. */
export function ExternalLink({ children, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t("opensInNewTab")}</span>
    </a>
  );
}
