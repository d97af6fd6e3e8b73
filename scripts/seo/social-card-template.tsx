/**
 * The social card's design, rendered by satori (a subset of CSS: flexbox, no grid). Editing this
 * file, the font or the renderer changes the fingerprint: the build then asks for a new
 * SOCIAL_CARD_TEMPLATE (app/utils/social-card.ts), so every card gets a new URL.
 * Colours from app.css: --color-hero-from, --color-on-hero, --color-on-hero-muted, --color-focus.
 */
import { company } from "~/config/company";
import type { SocialCardInput } from "~/utils/social-card";

const colors = { background: "#0b1f4d", text: "#ffffff", muted: "#dbe4ff", accent: "#f59e0b" };

/** Long titles get a smaller size so that they stay within three lines. */
function titleSize(title: string): number {
  if (title.length <= 40) return 76;
  if (title.length <= 70) return 64;
  return 52;
}

export function SocialCardTemplate({ card, mark }: { card: SocialCardInput; mark: string }) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        backgroundColor: colors.background,
        color: colors.text,
        fontFamily: "Inter",
      }}
    >
      <div style={{ display: "flex", alignItems: "center" }}>
        <img src={mark} width={72} height={72} alt="" />
        <span style={{ marginLeft: 24, fontSize: 44, fontWeight: 700, letterSpacing: 2 }}>{company.name}</span>
      </div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <span style={{ fontSize: 34, fontWeight: 400, color: colors.muted, marginBottom: 20 }}>{card.section}</span>
        <span style={{ fontSize: titleSize(card.title), fontWeight: 700, lineHeight: 1.12 }}>{card.title}</span>
      </div>
      <div
        style={{
          display: "flex",
          flexShrink: 0,
          width: 160,
          height: 10,
          borderRadius: 5,
          backgroundColor: colors.accent,
        }}
      />
    </div>
  );
}
