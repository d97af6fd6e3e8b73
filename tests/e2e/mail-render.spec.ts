/**
 * Issue 29, Targets: each kind of e-mail's HTML part rendered in Chromium at 390 px (a phone), light
 * and dark: no line wider than the screen, and every URL the reader sees is a link or a button to
 * that URL. `MAIL_SCREENSHOTS=<folder>` also saves each as a picture (docs/screenshots/mail/).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { everyKind, type Sample } from "../helpers/mail/every-kind";

const WIDTH = 390;

test.describe("e-mails at 390 px @js", () => {
  let samples: Sample[];
  test.beforeAll(async () => {
    samples = await everyKind();
  });

  for (const scheme of ["light", "dark"] as const) {
    test(`every kind fits and links what it shows (${scheme})`, async ({ page }) => {
      await page.setViewportSize({ width: WIDTH, height: 800 });
      await page.emulateMedia({ colorScheme: scheme });
      const folder = process.env.MAIL_SCREENSHOTS;
      if (folder) mkdirSync(folder, { recursive: true });
      const widest: string[] = [];
      for (const sample of samples) {
        const where = `${sample.name}-${sample.lang} (${scheme})`;
        await page.setContent(sample.mail.html, { waitUntil: "load" });
        const measured = await page.evaluate(() => {
          // Every line box of every text node: its right edge on the screen.
          let right = 0;
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) right = Math.max(right, rect.right);
          }
          // Each URL written in the visible text, and the links around it.
          const shown: Array<{ url: string; href: string | null }> = [];
          const text = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = text.nextNode(); node; node = text.nextNode()) {
            for (const match of node.textContent?.matchAll(/https?:\/\/[^\s<>"]*[^\s<>".,;:)]/g) ?? []) {
              const link = node.parentElement?.closest("a");
              shown.push({ url: match[0], href: link?.getAttribute("href") ?? null });
            }
          }
          const buttons = [...document.querySelectorAll("a")].filter((a) => /\S/.test(a.textContent ?? "")).length;
          return {
            right,
            scrollWidth: document.documentElement.scrollWidth,
            shown,
            buttons,
            preheader: document.body.textContent?.slice(0, 200) ?? "",
          };
        });
        widest.push(`${where}: ${Math.round(measured.right)} px`);
        expect(measured.scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(WIDTH);
        expect(measured.right, `${where}: a line ends past the screen`).toBeLessThanOrEqual(WIDTH);
        for (const { url, href } of measured.shown) {
          expect(href, `${where}: ${url} is shown but is not a link`).toBe(url);
        }
        if (folder) {
          await page.screenshot({
            path: path.join(folder, `${sample.name}-${sample.lang}-${scheme}.png`),
            fullPage: true,
          });
        }
      }
      test.info().annotations.push({ type: "widest line", description: widest.join("; ") });
      console.log(widest.join("\n"));
    });
  }
});
