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

/** The theme's fills (hero-visual.css): `hv-<tone>`. */
type Tone = "card" | "line" | "track" | "strong" | "accent" | "ok";
type Box = { x: number; y: number; width: number; height: number };

/** A rounded rectangle: every shape of the illustrations but the lines and dots. */
function Rect({ tone, rx, ...box }: Box & { tone: Tone; rx: number }) {
  return <rect className={`hv-${tone}`} x={box.x} y={box.y} width={box.width} height={box.height} rx={rx} />;
}

/** A panel the content of a scene sits on. */
function Card({ rx = 12, ...box }: Box & { rx?: number }) {
  return <Rect tone="card" rx={rx} {...box} />;
}

/** A line of text, a bar or a badge: fully rounded ends. */
function Pill({ tone = "line", ...box }: Box & { tone?: Tone }) {
  return <Rect tone={tone} rx={box.height / 2} {...box} />;
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
      <Pill x={190} y={22} width={100} height={12} />
      {children}
    </>
  );
}

const bars = [64, 96, 80, 128, 112, 150, 136, 172];

/** The automation flow's steps: where each sits and the tone of its icon. */
const flowSteps: [x: number, y: number, tone: Tone][] = [
  [40, 92, "strong"],
  [206, 92, "accent"],
  [290, 206, "strong"],
  [206, 256, "strong"],
  [40, 256, "ok"],
];

const drawings: Record<HeroVisualName, ReactNode> = {
  // An operations dashboard: three KPI tiles, a trend line and a bar chart.
  dashboard: (
    <>
      {[28, 176, 324].map((x, index) => (
        <g key={x}>
          <Card x={x} y={64} width={128} height={72} rx={10} />
          <Pill x={x + 14} y={80} width={60} height={8} />
          <Rect tone={index === 1 ? "accent" : "strong"} x={x + 14} y={98} width={82} height={20} rx={5} />
        </g>
      ))}
      <Card x={28} y={152} width={260} height={176} rx={10} />
      <polyline
        className="hv-trend"
        points="44,300 80,280 116,288 152,250 188,258 224,214 260,190 272,184"
        fill="none"
      />
      <circle className="hv-accent" cx="272" cy="184" r="6" />
      <Card x={304} y={152} width={148} height={176} rx={10} />
      {bars.slice(0, 5).map((height, index) => (
        <Rect
          key={index}
          tone={index === 4 ? "accent" : "strong"}
          x={318 + index * 26}
          y={312 - height * 0.8}
          width={16}
          height={height * 0.8}
          rx={4}
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
      {flowSteps.map(([x, y, tone], index) => (
        <g key={index}>
          <Card x={x} y={y} width={index === 2 ? 80 : 110} height={52} />
          <Rect tone={tone} x={x + 12} y={y + 14} width={24} height={24} rx={6} />
          <Pill x={x + 44} y={y + 16} width={index === 2 ? 24 : 52} height={8} />
          <Pill x={x + 44} y={y + 30} width={index === 2 ? 16 : 36} height={6} />
        </g>
      ))}
      <Card x={40} y={176} width={150} height={44} rx={10} />
      <Pill tone="ok" x={52} y={190} width={16} height={16} />
      <Pill x={78} y={194} width={96} height={8} />
    </>
  ),
  // A report: a headline figure, a split bar, a table of rows and an approval stamp.
  report: (
    <>
      <Card x={28} y={64} width={424} height={264} />
      <Pill x={52} y={88} width={120} height={10} />
      <Rect tone="strong" x={52} y={108} width={170} height={30} rx={6} />
      <Pill tone="track" x={52} y={160} width={376} height={16} />
      <Pill tone="accent" x={52} y={160} width={244} height={16} />
      {[196, 228, 260, 292].map((y, index) => (
        <g key={y}>
          <Pill x={52} y={y} width={150} height={10} />
          <Rect tone={index === 3 ? "accent" : "strong"} x={348} y={y - 2} width={80} height={14} rx={5} />
        </g>
      ))}
      <circle className="hv-ok" cx="392" cy="108" r="26" />
      <polyline className="hv-check" points="380,108 389,117 405,99" fill="none" />
    </>
  ),
  // An article list: a featured article with a chart, and two more below.
  articles: (
    <>
      <Card x={28} y={64} width={424} height={136} />
      <Rect tone="track" x={44} y={80} width={160} height={104} rx={8} />
      <polyline className="hv-trend" points="56,170 88,150 120,158 152,120 188,104" fill="none" />
      <Pill tone="accent" x={224} y={84} width={64} height={10} />
      <Rect tone="strong" x={224} y={104} width={204} height={16} rx={5} />
      <Pill x={224} y={132} width={190} height={8} />
      <Pill x={224} y={148} width={160} height={8} />
      {[28, 246].map((x) => (
        <g key={x}>
          <Card x={x} y={216} width={206} height={112} />
          <Pill x={x + 16} y={234} width={60} height={8} />
          <Rect tone="strong" x={x + 16} y={254} width={160} height={14} rx={5} />
          <Pill x={x + 16} y={280} width={170} height={8} />
          <Pill x={x + 16} y={296} width={120} height={8} />
        </g>
      ))}
    </>
  ),
  // A conversation and a calendar: a question, an answer within the day, a booked slot.
  conversation: (
    <>
      <Card x={28} y={64} width={236} height={264} />
      <Rect tone="track" x={44} y={84} width={160} height={44} rx={14} />
      <Rect tone="accent" x={88} y={144} width={160} height={56} rx={14} />
      <Rect tone="track" x={44} y={216} width={130} height={36} rx={14} />
      <Pill x={44} y={296} width={204} height={16} />
      <Card x={280} y={64} width={172} height={264} />
      <Pill tone="strong" x={296} y={82} width={90} height={12} />
      {Array.from({ length: 20 }, (_, index) => (
        <Rect
          key={index}
          tone={index === 12 ? "accent" : "track"}
          x={296 + (index % 5) * 30}
          y={112 + Math.floor(index / 5) * 30}
          width={22}
          height={22}
          rx={6}
        />
      ))}
      <Rect tone="ok" x={296} y={248} width={140} height={28} rx={8} />
      <Pill x={296} y={290} width={110} height={8} />
    </>
  ),
};
