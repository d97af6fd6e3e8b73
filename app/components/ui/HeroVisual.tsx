import type { ReactNode } from "react";
import "./hero-visual.css";

/**
 * What a hero shows beside its text on desktop: a product-like illustration drawn as inline SVG
 * (no request, no bitmap, the theme's colours). Decorative: the heading and lead say what the page
 * is about, so screen readers skip it. Which one a page gets follows from its kind (`Hero`).
 */
export type HeroVisualName = "dashboard" | "automation" | "report" | "articles" | "conversation";

export function HeroVisual({ name }: { name: HeroVisualName }) {
  return (
    <div className={`hero-visual hero-visual-${name}`} aria-hidden="true">
      <svg viewBox="0 0 480 360" width="480" height="360" focusable="false">
        <Window>{drawings[name]}</Window>
      </svg>
    </div>
  );
}

/** An application window: the frame every illustration sits in. */
function Window({ children }: { children: ReactNode }) {
  return (
    <>
      <rect className="hv-window" x="8" y="8" width="464" height="344" rx="18" />
      <rect className="hv-bar" x="8" y="8" width="464" height="40" rx="18" />
      <rect className="hv-bar" x="8" y="30" width="464" height="18" />
      <circle className="hv-dot" cx="34" cy="28" r="5" />
      <circle className="hv-dot" cx="52" cy="28" r="5" />
      <circle className="hv-dot" cx="70" cy="28" r="5" />
      <rect className="hv-line" x="190" y="22" width="100" height="12" rx="6" />
      {children}
    </>
  );
}

const bars = [64, 96, 80, 128, 112, 150, 136, 172];

const drawings: Record<HeroVisualName, ReactNode> = {
  // An operations dashboard: three KPI tiles, a trend line and a bar chart.
  dashboard: (
    <>
      {[28, 176, 324].map((x, index) => (
        <g key={x}>
          <rect className="hv-card" x={x} y="64" width="128" height="72" rx="10" />
          <rect className="hv-line" x={x + 14} y="80" width="60" height="8" rx="4" />
          <rect className={index === 1 ? "hv-accent" : "hv-strong"} x={x + 14} y="98" width="82" height="20" rx="5" />
        </g>
      ))}
      <rect className="hv-card" x="28" y="152" width="260" height="176" rx="10" />
      <polyline
        className="hv-trend"
        points="44,300 80,280 116,288 152,250 188,258 224,214 260,190 272,184"
        fill="none"
      />
      <circle className="hv-accent" cx="272" cy="184" r="6" />
      <rect className="hv-card" x="304" y="152" width="148" height="176" rx="10" />
      {bars.slice(0, 5).map((height, index) => (
        <rect
          key={index}
          className={index === 4 ? "hv-accent" : "hv-strong"}
          x={318 + index * 26}
          y={312 - height * 0.8}
          width="16"
          height={height * 0.8}
          rx="4"
        />
      ))}
    </>
  ),
  // An automation flow: a trigger, a robot, a check and the result, joined by connectors.
  automation: (
    <>
      <path
        className="hv-connector"
        d="M150 118 H206 M316 118 H330 V206 M330 258 V282 H316 M206 282 H150"
        fill="none"
      />
      {[
        [40, 92, "hv-strong"],
        [206, 92, "hv-accent"],
        [290, 206, "hv-strong"],
        [206, 256, "hv-strong"],
        [40, 256, "hv-ok"],
      ].map(([x, y, tone], index) => (
        <g key={index}>
          <rect className="hv-card" x={Number(x)} y={Number(y)} width={index === 2 ? 80 : 110} height="52" rx="12" />
          <rect className={String(tone)} x={Number(x) + 12} y={Number(y) + 14} width="24" height="24" rx="6" />
          <rect
            className="hv-line"
            x={Number(x) + 44}
            y={Number(y) + 16}
            width={index === 2 ? 24 : 52}
            height="8"
            rx="4"
          />
          <rect
            className="hv-line"
            x={Number(x) + 44}
            y={Number(y) + 30}
            width={index === 2 ? 16 : 36}
            height="6"
            rx="3"
          />
        </g>
      ))}
      <rect className="hv-card" x="40" y="176" width="150" height="44" rx="10" />
      <rect className="hv-ok" x="52" y="190" width="16" height="16" rx="8" />
      <rect className="hv-line" x="78" y="194" width="96" height="8" rx="4" />
    </>
  ),
  // A report: a headline figure, a split bar, a table of rows and an approval stamp.
  report: (
    <>
      <rect className="hv-card" x="28" y="64" width="424" height="264" rx="12" />
      <rect className="hv-line" x="52" y="88" width="120" height="10" rx="5" />
      <rect className="hv-strong" x="52" y="108" width="170" height="30" rx="6" />
      <rect className="hv-track" x="52" y="160" width="376" height="16" rx="8" />
      <rect className="hv-accent" x="52" y="160" width="244" height="16" rx="8" />
      {[196, 228, 260, 292].map((y, index) => (
        <g key={y}>
          <rect className="hv-line" x="52" y={y} width="150" height="10" rx="5" />
          <rect className={index === 3 ? "hv-accent" : "hv-strong"} x="348" y={y - 2} width="80" height="14" rx="5" />
        </g>
      ))}
      <circle className="hv-ok" cx="392" cy="108" r="26" />
      <polyline className="hv-check" points="380,108 389,117 405,99" fill="none" />
    </>
  ),
  // An article list: a featured article with a chart, and two more below.
  articles: (
    <>
      <rect className="hv-card" x="28" y="64" width="424" height="136" rx="12" />
      <rect className="hv-track" x="44" y="80" width="160" height="104" rx="8" />
      <polyline className="hv-trend" points="56,170 88,150 120,158 152,120 188,104" fill="none" />
      <rect className="hv-accent" x="224" y="84" width="64" height="10" rx="5" />
      <rect className="hv-strong" x="224" y="104" width="204" height="16" rx="5" />
      <rect className="hv-line" x="224" y="132" width="190" height="8" rx="4" />
      <rect className="hv-line" x="224" y="148" width="160" height="8" rx="4" />
      {[28, 246].map((x) => (
        <g key={x}>
          <rect className="hv-card" x={x} y="216" width="206" height="112" rx="12" />
          <rect className="hv-line" x={x + 16} y="234" width="60" height="8" rx="4" />
          <rect className="hv-strong" x={x + 16} y="254" width="160" height="14" rx="5" />
          <rect className="hv-line" x={x + 16} y="280" width="170" height="8" rx="4" />
          <rect className="hv-line" x={x + 16} y="296" width="120" height="8" rx="4" />
        </g>
      ))}
    </>
  ),
  // A conversation and a calendar: a question, an answer within the day, a booked slot.
  conversation: (
    <>
      <rect className="hv-card" x="28" y="64" width="236" height="264" rx="12" />
      <rect className="hv-track" x="44" y="84" width="160" height="44" rx="14" />
      <rect className="hv-accent" x="88" y="144" width="160" height="56" rx="14" />
      <rect className="hv-track" x="44" y="216" width="130" height="36" rx="14" />
      <rect className="hv-line" x="44" y="296" width="204" height="16" rx="8" />
      <rect className="hv-card" x="280" y="64" width="172" height="264" rx="12" />
      <rect className="hv-strong" x="296" y="82" width="90" height="12" rx="6" />
      {Array.from({ length: 20 }, (_, index) => (
        <rect
          key={index}
          className={index === 12 ? "hv-accent" : "hv-track"}
          x={296 + (index % 5) * 30}
          y={112 + Math.floor(index / 5) * 30}
          width="22"
          height="22"
          rx="6"
        />
      ))}
      <rect className="hv-ok" x="296" y="248" width="140" height="28" rx="8" />
      <rect className="hv-line" x="296" y="290" width="110" height="8" rx="4" />
    </>
  ),
};
