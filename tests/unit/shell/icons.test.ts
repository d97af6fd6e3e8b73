import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconFiles } from "~/components/ui/icon-sprite";
import { iconNames } from "~/components/ui/icon-names";

const sprite = readFileSync("app/components/ui/icons.svg", "utf8");

describe("icon sprite", () => {
  it("and the server's shapes are the files `npm run icons:sprite` writes from the registry (run it after changing icon-names.ts)", async () => {
    const files = Object.entries(await iconFiles());
    expect(files.map(([path]) => path)).toEqual([
      "app/components/ui/icons.svg",
      "app/components/ui/icon-shapes.server.ts",
    ]);
    for (const [path, text] of files) expect(readFileSync(path, "utf8"), path).toBe(text);
  });

  it("has one symbol per registered icon, each with shapes", () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)].map((match) => {
      expect(match[2], match[1]).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse) /);
      return match[1];
    });
    expect(ids).toEqual(iconNames);
  });

  it("no client module imports lucide's React components", () => {
    const files = readdirSync("app", { recursive: true, encoding: "utf8" }).filter((file) => /\.tsx?$/.test(file));
    const offenders = files.filter(
      (file) => !file.endsWith("icon-sprite.ts") && /from "lucide-react/.test(readFileSync(`app/${file}`, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
