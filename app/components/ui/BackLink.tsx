import { Icon } from "./Icon";
import { Link } from "@remix-run/react";
import "./back-link.css";

/** "Back to …": a link with a left arrow, to a page the visitor came through. */
export function BackLink({ to, label, button = false }: { to: string; label: string; button?: boolean }) {
  return (
    <Link to={to} className={button ? "button button-secondary" : "back-link"}>
      <Icon name="arrow-left" size={18} />
      {label}
    </Link>
  );
}
