/** Width and height from a PNG's IHDR chunk; throws when the bytes are not a PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const bytes = Buffer.from(png);
  if (bytes.subarray(0, 8).toString("latin1") !== "\x89PNG\r\n\x1a\n") throw new Error("not a PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
