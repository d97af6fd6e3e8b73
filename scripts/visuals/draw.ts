/**
 * The site's illustrations, drawn from the facts they illustrate (issue 30, decision 184): each page
 * type's hero from its own content (a service's cards and figures, the Kit Digital aid amounts, the
 * cases' results, the steps of the method) and each article's cover from its topic. Static SVG files
 * in public/images/: no JavaScript on any page. `npm run visuals` writes them;
 * tests/unit/content/visuals.test.ts fails when a file no longer matches its facts.
 *
 * Heroes sit on the hero gradient, dark in both themes, so they use the hero's light colours on a
 * transparent ground; covers carry their own dark ground, so no illustration is a bright panel in
 * the dark theme.
 */
import { readFileSync } from "node:fs";
import { successCaseKeys, successCases } from "~/content/facts/cases";
import { aidBands, kitProgramme, maximumAid, type KitSolutionId } from "~/content/facts/kit-digital";
import { offeringKeys } from "~/content/facts/services";
import { faqContent } from "~/content/faq";
import { howWeWorkContent } from "~/content/how-we-work";
import { servicePages } from "~/content/service-pages";
import type { IconName } from "~/components/ui/icon-names";
import type { HeroVisual } from "~/components/ui/Section";

const sprite = readFileSync(new URL("../../app/components/ui/icons.svg", import.meta.url), "utf8");

/** The hero's colours (tokens.css: --color-on-hero-*, --color-hero-line), fixed: the hero is dark in both themes. */
const ink = {
  frame: "rgb(255 255 255 / 0.07)",
  line: "rgb(255 255 255 / 0.16)",
  soft: "rgb(255 255 255 / 0.24)",
  strong: "#dbe4ff",
  accent: "#fed7aa",
  sky: "#93c5fd",
  ok: "#86efac",
};

const r = (value: number) => Math.round(value * 10) / 10;

/** A Lucide icon of the site's sprite, `size` px wide, stroked in `color`. */
function icon(name: IconName, x: number, y: number, size: number, color: string, stroke = 2): string {
  const match = new RegExp(`<symbol id="${name}" viewBox="0 0 24 24">([\\s\\S]*?)</symbol>`).exec(sprite);
  if (!match) throw new Error(`No icon ${name} in the sprite`);
  const scale = size / 24;
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${r(scale * 100) / 100})" fill="none" stroke="${color}" stroke-width="${r(stroke / scale)}" stroke-linecap="round" stroke-linejoin="round">${match[1]}</g>`;
}

function tile(x: number, y: number, width: number, height: number, radius = 14, fill = ink.frame): string {
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(width)}" height="${r(height)}" rx="${radius}" fill="${fill}" stroke="${ink.line}" stroke-width="1.5"/>`;
}

function pill(x: number, y: number, width: number, height: number, color = ink.soft): string {
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(Math.max(width, height))}" height="${r(height)}" rx="${r(height / 2)}" fill="${color}"/>`;
}

function connector(x1: number, y1: number, x2: number, y2: number): string {
  return `<path d="M${r(x1)} ${r(y1)} L${r(x2)} ${r(y2)}" stroke="${ink.soft}" stroke-width="2" stroke-dasharray="5 7" stroke-linecap="round"/>`;
}

function svg(width: number, height: number, body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>\n`;
}

/** Vertical bars for a series of values, scaled to the largest, in a box; the largest in the accent. */
function bars(values: number[], x: number, y: number, width: number, height: number): string {
  const most = Math.max(...values);
  const gap = 10;
  const barWidth = (width - gap * (values.length - 1)) / values.length;
  return values
    .map((value, index) => {
      const barHeight = Math.max(8, (value / most) * height);
      const color = value === most ? ink.accent : index % 2 ? ink.sky : ink.strong;
      return `<rect x="${r(x + index * (barWidth + gap))}" y="${r(y + height - barHeight)}" width="${r(barWidth)}" height="${r(barHeight)}" rx="${r(Math.min(6, barWidth / 2))}" fill="${color}"/>`;
    })
    .join("");
}

/** A centre tile and satellites on an ellipse, each joined to it: what a page offers around what it is. */
function hub(centre: IconName, satellites: IconName[], cx = 240, cy = 175, rx = 168, ry = 122): string {
  const parts: string[] = [];
  const positions = satellites.map((_, index) => {
    const angle = -Math.PI / 2 + (index * 2 * Math.PI) / satellites.length;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)] as const;
  });
  for (const [x, y] of positions) parts.push(connector(cx, cy, x, y));
  parts.push(
    tile(cx - 52, cy - 52, 104, 104, 24, "rgb(255 255 255 / 0.12)"),
    icon(centre, cx - 30, cy - 30, 60, ink.accent),
  );
  satellites.forEach((name, index) => {
    const [x, y] = positions[index]!;
    parts.push(tile(x - 30, y - 30, 60, 60, 16), icon(name, x - 17, y - 17, 34, index % 2 ? ink.sky : ink.strong));
  });
  return parts.join("");
}

/** A hub in the upper part and a bar chart of the page's own figures under it. */
function hubWithFigures(centre: IconName, satellites: IconName[], values: number[]): string {
  return (
    hub(centre, satellites.filter((name) => name !== centre).slice(0, 5), 150, 165, 112, 118) +
    tile(300, 196, 164, 140, 16) +
    bars(values, 318, 216, 128, 100)
  );
}

/** A path of numbered stations (the method's steps), the last one done. */
function path(count: number): string {
  const parts: string[] = [];
  const points = Array.from({ length: count }, (_, index) => {
    const t = count === 1 ? 0 : index / (count - 1);
    return [48 + t * 384, 290 - t * 200 + 38 * Math.sin(t * Math.PI * 2)] as const;
  });
  parts.push(
    `<path d="M${points.map(([x, y]) => `${r(x)} ${r(y)}`).join(" L")}" fill="none" stroke="${ink.soft}" stroke-width="3" stroke-dasharray="8 8" stroke-linecap="round"/>`,
  );
  points.forEach(([x, y], index) => {
    const last = index === count - 1;
    parts.push(
      `<circle cx="${r(x)}" cy="${r(y)}" r="${last ? 26 : 17}" fill="${last ? ink.ok : "rgb(255 255 255 / 0.12)"}" stroke="${last ? ink.ok : ink.strong}" stroke-width="2"/>`,
    );
    parts.push(
      last
        ? icon("circle-check", x - 15, y - 15, 30, "#052e16", 2.5)
        : pill(x - 6, y - 3, 12, 6, index % 3 === 0 ? ink.accent : ink.strong),
    );
  });
  return parts.join("");
}

/** Rows of a list (FAQ answers, legal sections), the first one open. */
function rows(count: number, lead: IconName): string {
  const parts = [tile(40, 24, 400, 312, 18)];
  const top = 44;
  const height = Math.min(30, 200 / count);
  for (let index = 0; index < count; index += 1) {
    const y = top + index * (height + 6) + (index > 0 ? 46 : 0);
    parts.push(tile(60, y, 360, index === 0 ? height + 46 : height, 10, "rgb(255 255 255 / 0.05)"));
    parts.push(pill(76, y + height / 2 - 5, 150 + ((index * 37) % 110), 10, index === 0 ? ink.strong : ink.soft));
    parts.push(icon("chevron-down", 390, y + height / 2 - 9, 18, ink.soft));
    if (index === 0) parts.push(pill(76, y + height + 6, 300, 8), pill(76, y + height + 24, 220, 8));
  }
  parts.push(tile(360, 258, 96, 96, 24, "rgb(255 255 255 / 0.12)"), icon(lead, 380, 278, 56, ink.accent));
  return parts.join("");
}

/** A month of weekdays (5 x 5) with chosen days in the accent, beside a clock or an arrow. */
function calendar(chosen: number[], side: IconName): string {
  const parts = [tile(40, 40, 300, 280, 18), pill(64, 62, 120, 12, ink.strong)];
  for (let week = 0; week < 5; week += 1) {
    for (let day = 0; day < 5; day += 1) {
      const index = week * 5 + day;
      const x = 64 + day * 52;
      const y = 96 + week * 42;
      const on = chosen.includes(index);
      parts.push(
        `<rect x="${x}" y="${y}" width="40" height="32" rx="8" fill="${on ? ink.accent : "rgb(255 255 255 / 0.08)"}"/>`,
      );
    }
  }
  if (chosen.length === 2) {
    const [from, to] = chosen.map((index) => [64 + (index % 5) * 52 + 20, 96 + Math.floor(index / 5) * 42 + 16]);
    parts.push(connector(from![0]!, from![1]!, to![0]!, to![1]!));
  }
  parts.push(tile(350, 196, 104, 104, 24, "rgb(255 255 255 / 0.12)"), icon(side, 372, 218, 60, ink.sky));
  return parts.join("");
}

/** Document pages with lines, and the subject's icon in front. */
function documentScene(lead: IconName): string {
  const parts = [tile(150, 30, 230, 300, 16, "rgb(255 255 255 / 0.05)"), tile(110, 50, 230, 290, 16)];
  for (let line = 0; line < 9; line += 1) parts.push(pill(136, 84 + line * 26, 150 - ((line * 29) % 70), 9));
  parts.push(tile(44, 204, 120, 120, 28, "rgb(255 255 255 / 0.12)"), icon(lead, 72, 232, 64, ink.accent));
  return parts.join("");
}

/** The icons of a service page's first card section, and the figures its cards carry (levels, growth). */
function serviceFacts(key: keyof typeof servicePages) {
  const page = servicePages[key]("es");
  const cards = page.sections.flatMap((section) => (section.kind === "cards" ? [section] : []));
  const icons = (cards[0]?.items ?? []).flatMap((item) => (item.icon ? [item.icon] : []));
  const values = cards
    .flatMap((section) => section.items.map((item) => item.level ?? item.growthPercent))
    .filter((value): value is number => typeof value === "number");
  return { icons, values };
}

const kitSolutions: KitSolutionId[] = [
  "process",
  "website",
  "seo",
  "customer-ai",
  "bi-ai",
  "process-ai",
  "social",
  "bi",
  "workstation",
];
const categorySolution = {
  "kit-process": ["process", "workflow"],
  "kit-website": ["website", "globe"],
  "kit-seo": ["seo", "search"],
  "kit-bi": ["bi", "chart-bar"],
  "kit-social": ["social", "share"],
} as const satisfies Record<string, readonly [KitSolutionId, IconName]>;

/** What each hero shows, from its page's facts. */
function heroes(): Record<HeroVisual, string> {
  const service = (key: keyof typeof servicePages, centre: IconName) => {
    const { icons, values } = serviceFacts(key);
    return values.length > 0 ? hubWithFigures(centre, icons, values.slice(0, 6)) : hub(centre, icons.slice(0, 6));
  };
  const offeringIcons: Record<string, IconName> = {
    "service-ai": "brain",
    "service-robotics": "bot",
    "service-software": "code",
    "kit-bi": "chart-bar",
    "service-marketing": "megaphone",
    "kit-digital": "badge-euro",
    "process-discovery": "file-search",
    support: "life-buoy",
    academy: "graduation-cap",
  };
  const grid = offeringKeys
    .map((key, index) => {
      const x = 70 + (index % 3) * 120;
      const y = 30 + Math.floor(index / 3) * 104;
      return (
        tile(x, y, 96, 88, 18) + icon(offeringIcons[key]!, x + 26, y + 22, 44, index === 4 ? ink.accent : ink.strong)
      );
    })
    .join("");
  const caseResults = successCaseKeys.map((key) => Math.abs(successCases[key].figures.efficiency?.value ?? 0));
  const kitMaxima = kitSolutions.map((id) => maximumAid(id).amount);
  const category = (key: keyof typeof categorySolution) => {
    const [solution, centre] = categorySolution[key];
    return (
      tile(40, 40, 150, 150, 30, "rgb(255 255 255 / 0.12)") +
      icon(centre, 75, 75, 80, ink.accent) +
      tile(220, 40, 224, 280, 18) +
      bars(
        aidBands(solution).map((band) => band.amount),
        244,
        70,
        176,
        220,
      ) +
      pill(40, 230, 150, 14, ink.strong) +
      pill(40, 258, 110, 12)
    );
  };
  return {
    home: hub("layout-dashboard", ["brain", "bot", "code", "chart-bar", "megaphone", "graduation-cap"]),
    about: hubWithFigures("users", ["bot", "brain", "code", "life-buoy", "handshake"], [3, 4, 2, 4]),
    services: grid,
    "service-ai": service("service-ai", "brain"),
    "service-robotics": service("service-robotics", "bot"),
    "service-marketing": service("service-marketing", "megaphone"),
    "service-software": service("service-software", "code"),
    "kit-digital":
      tile(36, 40, 130, 130, 28, "rgb(255 255 255 / 0.12)") +
      icon("badge-euro", 66, 70, 70, ink.accent) +
      tile(186, 40, 262, 280, 18) +
      bars(kitMaxima, 206, 64, 222, 232) +
      pill(36, 200, 130, 14, ink.strong) +
      pill(36, 228, 96, 12) +
      kitProgramme.logos
        .map((_, index) => pill(36 + (index % 3) * 44, 262 + Math.floor(index / 3) * 24, 34, 12))
        .join(""),
    "kit-process": category("kit-process"),
    "kit-website": category("kit-website"),
    "kit-seo": category("kit-seo"),
    "kit-bi": category("kit-bi"),
    "kit-social": category("kit-social"),
    cases: hubWithFigures(
      "trending-up",
      successCaseKeys.map((key) => successCases[key].icon),
      caseResults,
    ),
    "how-we-work": path(howWeWorkContent("es").process.steps.length),
    careers: hub("users", ["code", "brain", "compass", "bot", "graduation-cap", "heart-pulse"]),
    blog: [0, 1, 2]
      .map((index) => {
        const y = 30 + index * 104;
        const topic = (["brain", "bot", "badge-euro"] as const)[index];
        return (
          tile(60 + index * 24, y, 330, 92, 16) +
          tile(76 + index * 24, y + 14, 64, 64, 12, "rgb(255 255 255 / 0.1)") +
          icon(topic, 92 + index * 24, y + 30, 32, index === 0 ? ink.accent : ink.strong) +
          pill(156 + index * 24, y + 24, 190, 12, ink.strong) +
          pill(156 + index * 24, y + 48, 150, 9) +
          pill(156 + index * 24, y + 64, 110, 9)
        );
      })
      .join(""),
    faq: rows(faqContent.es.items.length, "message-circle"),
    contact: hub("messages-square", ["mail", "phone", "map-pin", "clock"]),
    "demo-booking": calendar([12], "clock"),
    "demo-manage": calendar([8, 17], "calendar-clock"),
    privacy: documentScene("lock"),
    terms: documentScene("handshake"),
    cookies: documentScene("cog"),
    newsletter: documentScene("mail"),
  };
}

/** Each article's cover (1200 x 675): its topic's icons on the hero's dark ground, a pattern of its own. */
const covers: Record<string, { icons: [IconName, IconName, IconName]; accent: string }> = {
  "ia-generativa-pymes-guia-practica": { icons: ["brain", "lightbulb", "message-square"], accent: ink.accent },
  "rpa-automatizar-facturas-proveedores": { icons: ["bot", "receipt-text", "workflow"], accent: ink.ok },
  "kit-digital-2026-que-cubre": { icons: ["badge-euro", "layers", "store"], accent: ink.accent },
  "cuadros-de-mando-power-bi-pymes": { icons: ["layout-dashboard", "chart-bar", "gauge"], accent: ink.sky },
  "desarrollo-a-medida-o-software-estandar": { icons: ["code-xml", "package", "layers"], accent: ink.ok },
  "marketing-digital-local-valencia": { icons: ["megaphone", "map-pin", "share"], accent: ink.accent },
  "ciberseguridad-basica-pymes-checklist": { icons: ["shield-check", "lock", "key-round"], accent: ink.ok },
  "process-discovery-antes-de-automatizar": { icons: ["file-search", "workflow", "target"], accent: ink.sky },
  "chatbots-atencion-cliente-que-esperar": { icons: ["messages-square", "bot", "clock"], accent: ink.accent },
  "datos-limpios-base-analitica": { icons: ["database", "chart-line", "scan-line"], accent: ink.sky },
  "borrador-roadmap-ia-2027": { icons: ["rocket", "compass", "brain"], accent: ink.accent },
};

/** A small deterministic number series from a text: the cover's pattern differs per article. */
function seeded(text: string, count: number): number[] {
  let state = [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  return Array.from({ length: count }, () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return (state >>> 8) / 0xffffff;
  });
}

function cover(key: string): string {
  const { icons, accent } = covers[key]!;
  const noise = seeded(key, 24);
  const defs = `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0a1633"/><stop offset="1" stop-color="#1e3fae"/></linearGradient>`;
  const parts = [`<rect width="1200" height="675" fill="url(#g)"/>`];
  // The pattern: a field of bars whose heights come from the article's key.
  noise.slice(0, 12).forEach((value, index) => {
    const height = 60 + value * 240;
    parts.push(
      `<rect x="${80 + index * 44}" y="${r(600 - height)}" width="28" height="${r(height)}" rx="10" fill="rgb(255 255 255 / ${r(0.05 + value * 0.1)})"/>`,
    );
  });
  noise.slice(12).forEach((value, index) => {
    parts.push(
      `<circle cx="${r(80 + value * 560)}" cy="${r(60 + index * 22)}" r="${r(3 + value * 5)}" fill="rgb(255 255 255 / 0.12)"/>`,
    );
  });
  parts.push(
    `<circle cx="870" cy="330" r="210" fill="rgb(255 255 255 / 0.06)" stroke="rgb(255 255 255 / 0.14)" stroke-width="2"/>`,
    icon(icons[0], 740, 200, 260, accent, 2),
    `<rect x="560" y="96" width="150" height="150" rx="34" fill="rgb(255 255 255 / 0.1)" stroke="rgb(255 255 255 / 0.16)" stroke-width="2"/>`,
    icon(icons[1], 595, 131, 80, ink.strong, 2),
    `<rect x="1010" y="470" width="130" height="130" rx="30" fill="rgb(255 255 255 / 0.1)" stroke="rgb(255 255 255 / 0.16)" stroke-width="2"/>`,
    icon(icons[2], 1040, 500, 70, ink.sky, 2),
  );
  return svg(1200, 675, parts.join(""), defs);
}

export const coverKeys = Object.keys(covers);

const darkGround = `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0a1633"/><stop offset="1" stop-color="#1e3fae"/></linearGradient>`;

/**
 * A picture inside a page's text (480 x 360) on the hero's dark ground: what the section says, as
 * the hub of its facts. Drawn on its own ground, so it is no bright panel in the dark theme.
 */
function sectionPicture(centre: IconName, satellites: IconName[]): string {
  return svg(
    480,
    360,
    `<rect width="480" height="360" rx="24" fill="url(#g)"/>${hub(centre, satellites, 240, 180, 160, 118)}`,
    darkGround,
  );
}

/** Every illustration: its path under public/ and its SVG. */
export function drawVisuals(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [name, body] of Object.entries(heroes())) files.set(`images/heroes/${name}.svg`, svg(480, 360, body));
  for (const key of coverKeys) files.set(`images/blog/${key}.svg`, cover(key));
  // The about page's work: the capabilities it lists; the Kit Digital voucher: the solutions we have
  // pages for; careers: the open positions' fields.
  files.set(
    "images/about/team-work.svg",
    sectionPicture("handshake", ["bot", "brain", "code", "life-buoy", "target", "lightbulb"]),
  );
  files.set(
    "images/kit-digital/bono-digital.svg",
    sectionPicture(
      "wallet",
      Object.values(categorySolution).map(([, name]) => name),
    ),
  );
  files.set(
    "images/careers/equipo.svg",
    sectionPicture("users", ["code", "brain", "compass", "bot", "laptop", "graduation-cap"]),
  );
  return files;
}
