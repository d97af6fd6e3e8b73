// Client JavaScript and CSS a first visit downloads, per page (gzip), from the Remix build manifest.
// Usage: npm run build && npm run perf:bundle
import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";

const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = path.join(buildDir, "client");
const manifestFile = readdirSync(path.join(clientDir, "build")).find((name) => /^manifest-.*\.js$/.test(name));
const manifestSource = readFileSync(path.join(clientDir, "build", manifestFile), "utf8");
const manifest = JSON.parse(manifestSource.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, ""));

const gz = (url) => gzipSync(readFileSync(path.join(clientDir, url))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function routeFiles(routeId) {
  const files = new Set();
  for (let id = routeId; id; id = manifest.routes[id].parentId) {
    const route = manifest.routes[id];
    files.add(route.module);
    for (const url of route.imports ?? []) files.add(url);
  }
  files.add(manifest.entry.module);
  for (const url of manifest.entry.imports) files.add(url);
  return [...files];
}

const rows = ["es/home", "es/service-robotics", "es/contact", "es/blog", "es/cases", "es/faq"]
  .filter((id) => manifest.routes[id])
  .map((id) => {
    const js = routeFiles(id).reduce((sum, url) => sum + gz(url), 0);
    return { route: id, "JS (gzip)": kb(js), files: routeFiles(id).length };
  });
console.table(rows);
