import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon, iconNames } from "~/components/ui/Icon";
import { SPRITE_FILE, spriteText } from "../../../scripts/icons-sprite";

const sprite = readFileSync(SPRITE_FILE, "utf8");

describe("icons", () => {
  it("the sprite is the file `npm run icons:sprite` writes from the registry (run it after changing icon-names.ts)", async () => {
    expect(sprite).toBe(await spriteText());
  });

  it("has one symbol per registered icon, each with shapes", () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)].map((match) => {
      expect(match[2], match[1]).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse) /);
      return match[1];
    });
    expect(ids).toEqual(iconNames);
  });

  it("an icon draws its symbol of the sprite, hidden from assistive technology; a tile hides as a whole", () => {
    const markup = renderToStaticMarkup(<Icon name="star" size={20} />);
    expect(markup).toMatch(/^<svg width="20" height="20" viewBox="0 0 24 24"[^>]* aria-hidden="true"/);
    expect(markup).toMatch(/<use href="[^"]*#star"><\/use><\/svg>$/);
    expect(renderToStaticMarkup(<Icon name="star" tile className="accent" />)).toMatch(
      /^<span class="icon-tile accent" aria-hidden="true"><svg /,
    );
  });
});
