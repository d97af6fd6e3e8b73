import "./stat.css";

/** A headline figure; `fact` names the fact it shows when it is one (`fillFiguresDeep` sets it). */
export type Stat = { value: string; label: string; fact?: string };

/**
 * How the figures sit: centred (default), `left` (under a hero's lead or beside a cover), `boxed`
 * (each figure in a tile), `hero-tiles` (outlined tiles on the hero gradient), `three` (three a row
 * on wide screens).
 */
export type StatLayout = "centered" | "left" | "hero-band" | "boxed" | "hero-tiles" | "three";

/** Figures as a list: value and label read together by screen readers. */
export function StatList({
  stats,
  label,
  layout = "centered",
}: {
  stats: Stat[];
  label?: string;
  layout?: StatLayout;
}) {
  return (
    <ul className={layout === "centered" ? "stats" : `stats stats-${layout}`} aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.label} className="stat" data-fact={stat.fact}>
          <span className="stat-value">{stat.value}</span> <span className="stat-label">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
