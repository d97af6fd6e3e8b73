#!/usr/bin/env node
/**
 * Full-page screenshots of the pages a business owner judges the site by, at a phone and a desktop
 * width, in both themes, for before/after comparisons of the design (docs/screenshots/).
 *
 *   npm run build && node scripts/screenshots.mjs <folder name> [base URL] [--set design|proof|depth] [--suffix before]
 *
 * Without a base URL it starts the production build on a free loopback port (embedded database in
 * a temporary folder). The cookie banner is answered ("only necessary") so the page itself shows.
 * The pictures are PNGs; with `pngquant` on the PATH (`apt-get install pngquant`) they are reduced
 * to a 64-colour palette in place (a full page drops from about 1.5 MB to 0.4 MB).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright";

/** The design review's pages (issue 11). */
const designPages = [
  ["home", "/"],
  ["service", "/servicios/robotica-rpa"],
  ["subsidy", "/servicios/gestion-procesos"],
  ["case", "/casos-exito/automatizacion-contable-inteligente"],
  ["blog", "/blog"],
  ["contact", "/contacto"],
];
/** The pages the proof-and-polish review named (issue 30): `--set proof`. */
const proofPages = [
  ["home", "/"],
  ["about", "/sobre-nosotros"],
  ["services", "/servicios"],
  ["service", "/servicios/robotica-rpa"],
  ["kit-digital", "/servicios/kit-digital"],
  ["cases", "/casos-exito"],
  ["case", "/casos-exito/automatizacion-contable-inteligente"],
  ["how-we-work", "/como-trabajamos"],
  ["blog", "/blog"],
  ["article", "/blog/rpa-automatizar-facturas-proveedores"],
  ["careers", "/carreras"],
  ["contact", "/contacto"],
  ["not-found", "/pagina-que-no-existe"],
  ["en-kit-digital", "/en/servicios/kit-digital"],
];
/** The pages that show what the company gives (issue 37): `--set company`. */
const companyPages = [
  ["about", "/sobre-nosotros"],
  ["careers", "/carreras"],
  ["vacancy", "/carreras/especialista-ia-machine-learning"],
  ["en-vacancy", "/en/careers/robotics-engineer"],
  ["contact", "/contacto"],
  ["terms", "/terminos-condiciones"],
];
/** The pages issue 37's look-and-depth work changed (wave 4): `--set depth`. */
const depthPages = [
  ["home", "/"],
  ["services", "/servicios"],
  ["kit-digital", "/servicios/kit-digital"],
  ["en-kit-digital", "/en/services/kit-digital"],
  ["topic", "/blog/categoria/automatizacion"],
  ["article", "/blog/rpa-automatizar-facturas-proveedores"],
  ["case", "/casos-exito/automatizacion-contable-inteligente"],
  ["contact", "/contacto"],
];
const sets = { design: designPages, proof: proofPages, company: companyPages, depth: depthPages };
const widths = [390, 1280];

const args = process.argv.slice(2);
const setIndex = args.indexOf("--set");
const set = setIndex >= 0 ? args.splice(setIndex, 2)[1] : "design";
const suffixIndex = args.indexOf("--suffix");
// A word after the file names ("before", "after"), so two runs share a folder.
const suffix = suffixIndex >= 0 ? `-${args.splice(suffixIndex, 2)[1]}` : "";
const pages = sets[set] ?? [];
// The depth set is drawn at half scale: 30 PNGs at full scale were 30 MB without pngquant.
const scale = set === "depth" ? 0.5 : 1;
// The proof, company and depth sets are light only (their pictures compare content); the design set both themes.
const themes = set === "design" ? ["light", "dark"] : ["light"];
const [label, givenUrl] = args;
if (!label || !/^[\w-]+$/.test(label) || !(set in sets) || !/^-?[\w-]*$/.test(suffix)) {
  console.error(
    "usage: node scripts/screenshots.mjs <folder name> [base URL] [--set design|proof|company|depth] [--suffix word]",
  );
  process.exit(2);
}
const outDir = path.resolve("docs/screenshots", label);
mkdirSync(outDir, { recursive: true });

/** Reduces a PNG to a 64-colour palette in place when pngquant is installed; leaves it otherwise. */
function shrink(file) {
  spawnSync("pngquant", ["64", "--speed", "3", "--force", "--skip-if-larger", "--ext", ".png", file], {
    stdio: "ignore",
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startSite() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "rts-screenshots-"));
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop() {
      child.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const site = givenUrl ? { url: givenUrl.replace(/\/$/, ""), stop() {} } : await startSite();
const browser = await chromium.launch({
  executablePath:
    process.env.CHROME_PATH ??
    (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : "/usr/bin/chromium-headless-shell"),
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  for (const theme of themes) {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 800 },
        deviceScaleFactor: scale,
        colorScheme: theme,
        // The server-rendered page, as every visitor first sees it (scripts only enhance it).
        javaScriptEnabled: false,
      });
      await context.addCookies([{ name: "theme", value: theme, url: site.url }]);
      const page = await context.newPage();
      for (const [name, pagePath] of pages) {
        await page.goto(site.url + pagePath, { waitUntil: "load" });
        // Answer the banner the way a visitor would, so the page itself is what the picture shows.
        const necessary = page.locator("form button[value='necessary']").first();
        if (await necessary.isVisible().catch(() => false)) {
          await necessary.click();
          await page.waitForLoadState("load");
        }
        const file = path.join(outDir, `${name}-${width}-${theme}${suffix}.png`);
        await page.screenshot({ path: file, fullPage: true, type: "png" });
        shrink(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  site.stop();
}
console.log(`screenshots in ${path.relative(process.cwd(), outDir)}`);
