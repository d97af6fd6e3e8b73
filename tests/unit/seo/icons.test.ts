import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderIcons } from "../../../scripts/seo/icons";
import { pngSize } from "../../helpers/png";

describe("site icons (public/), drawn from favicon.svg", () => {
  const icons = renderIcons();

  it("the committed icons are exactly what `npm run seo:icons` makes of the current mark", () => {
    for (const [file, data] of icons) {
      expect(readFileSync(`public/${file}`).equals(data), `public/${file} is stale: run npm run seo:icons`).toBe(true);
    }
  });

  it("have the sizes browsers ask for", () => {
    expect(pngSize(icons.get("apple-touch-icon.png")!)).toEqual({ width: 180, height: 180 });
    expect(pngSize(icons.get("icon-192.png")!)).toEqual({ width: 192, height: 192 });
    expect(pngSize(icons.get("icon-512.png")!)).toEqual({ width: 512, height: 512 });
    expect(pngSize(icons.get("icon-maskable-512.png")!)).toEqual({ width: 512, height: 512 });
    const ico = icons.get("favicon.ico")!;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes = [0, 1, 2].map((index) => ico.readUInt8(6 + 16 * index));
    expect(sizes).toEqual([16, 32, 48]);
    const first = ico.readUInt32LE(6 + 12);
    expect(pngSize(ico.subarray(first))).toEqual({ width: 16, height: 16 });
  });
});
