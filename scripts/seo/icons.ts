/**
 * The site's bitmap icons, all drawn from public/favicon.svg (the one hand-made mark):
 * favicon.ico (16, 32, 48), apple-touch-icon.png (180, full bleed: iOS rounds it), icon-192/512.png
 * and a maskable 512 (the mark inside the 80% safe zone). `npm run seo:icons` writes them to public/;
 * tests/unit/seo/icons.test.ts fails when they no longer match the mark.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";

const MARK = "public/favicon.svg";

function render(svg: string, size: number) {
  return new Resvg(svg, { fitTo: { mode: "width", value: size }, font: { loadSystemFonts: false } }).render();
}

function png(svg: string, size: number): Buffer {
  return render(svg, size).asPng();
}

/**
 * An icon as the .ico format's own bitmap: a BITMAPINFOHEADER (height doubled for the mask), 32-bit
 * BGRA rows bottom-up with straight alpha, then the 1-bit AND mask (all zero: the alpha decides).
 * Chrome decodes a site's favicon on the page's main thread after load; a PNG entry took it 9-10 ms
 * on a first visit (the PNG decoder's start-up), a bitmap entry is a copy (decision 157).
 */
function bitmap(svg: string, size: number): Buffer {
  const rgba = render(svg, size).pixels; // premultiplied by alpha
  const maskRow = Math.ceil(size / 32) * 4;
  const out = Buffer.alloc(40 + size * size * 4 + maskRow * size);
  out.writeUInt32LE(40, 0);
  out.writeInt32LE(size, 4);
  out.writeInt32LE(size * 2, 8);
  out.writeUInt16LE(1, 12);
  out.writeUInt16LE(32, 14);
  out.writeUInt32LE(size * size * 4 + maskRow * size, 20);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const from = (y * size + x) * 4;
      const to = 40 + ((size - 1 - y) * size + x) * 4;
      const alpha = rgba[from + 3];
      const straight = (channel: number) => (alpha === 0 ? 0 : Math.min(255, Math.round((channel * 255) / alpha)));
      out[to] = straight(rgba[from + 2]);
      out[to + 1] = straight(rgba[from + 1]);
      out[to + 2] = straight(rgba[from]);
      out[to + 3] = alpha;
    }
  }
  return out;
}

/** An .ico of bitmap images, the format's original form (every browser reads it). */
function ico(images: Array<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2);
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

/** File name in public/ -> its bytes. */
export function renderIcons(mark = readFileSync(MARK, "utf8")): Map<string, Buffer> {
  if (!/<rect [^>]*rx="[\d.]+"/.test(mark) || !/<path /.test(mark)) {
    throw new Error(`${MARK}: expected a rounded <rect> background and a <path> mark`);
  }
  const fullBleed = mark.replace(/(<rect [^>]*?) rx="[\d.]+"/, "$1");
  const maskable = fullBleed.replace(/(<path [^>]*\/>)/, '<g transform="translate(3.2 3.2) scale(0.8)">$1</g>');
  return new Map([
    ["favicon.ico", ico([16, 32, 48].map((size) => ({ size, data: bitmap(mark, size) })))],
    ["apple-touch-icon.png", png(fullBleed, 180)],
    ["icon-192.png", png(mark, 192)],
    ["icon-512.png", png(mark, 512)],
    ["icon-maskable-512.png", png(maskable, 512)],
  ]);
}

export function main() {
  for (const [file, data] of renderIcons()) writeFileSync(`public/${file}`, data);
  console.log("Icons written to public/.");
}
