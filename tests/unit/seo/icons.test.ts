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
    // Each entry is a 32-bit bitmap (BITMAPINFOHEADER; the height counts the mask too), not a PNG:
    // the browser decodes it on the page's main thread (decision 157).
    for (const [index, size] of sizes.entries()) {
      const entry = ico.subarray(ico.readUInt32LE(6 + 16 * index + 12));
      expect([entry.readUInt32LE(0), entry.readInt32LE(4), entry.readInt32LE(8), entry.readUInt16LE(14)]).toEqual([
        40,
        size,
        size * 2,
        32,
      ]);
    }
  });
});
