// Production server: compression, long-lived hashed assets, the Remix request handler.
import path from "node:path";
import { pathToFileURL } from "node:url";
import express from "express";
import compression from "compression";
import { createRequestHandler } from "@remix-run/express";

process.env.NODE_ENV ??= "production";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const build = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);

// Validate configuration and open the database before accepting any visitor.
try {
  await build.entry.module.prepareServer?.();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const app = express();
app.disable("x-powered-by");
// TRUST_PROXY (README): only then does req.ip come from X-Forwarded-For. "true", a hop count, or
// Express's address list; "false"/unset ignores the header (a visitor could forge it).
const trustProxy = (process.env.TRUST_PROXY ?? "").trim();
if (trustProxy && trustProxy !== "false") {
  app.set("trust proxy", trustProxy === "true" ? true : /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy);
}
app.use(compression());

// Fingerprinted by the compiler: cache for a year.
app.use("/build", express.static(path.join(buildDir, "client/build"), { immutable: true, maxAge: "1y" }));
app.use(express.static("public", { maxAge: "1h" }));

// Cross-site form posts (foreign Origin, or Sec-Fetch-Site: cross-site) get a 403 page here: Remix's
// own Origin check would throw and answer 500. The page action applies the same rule to data requests.
app.use((req, res, next) => {
  if (!["POST", "PUT", "PATCH", "DELETE"].includes(req.method)) return next();
  const origin = req.get("origin");
  const host = (req.get("x-forwarded-host") ?? "").split(",")[0].trim() || req.get("host");
  let foreign = req.get("sec-fetch-site") === "cross-site";
  if (!foreign && origin !== undefined) {
    try {
      foreign = origin === "null" || new URL(origin).host !== host;
    } catch {
      foreign = true;
    }
  }
  if (!foreign) return next();
  const en = req.path === "/en" || req.path.startsWith("/en/");
  const text = en
    ? ["Submission refused", "This form can only be sent from our own website.", "Back to the page"]
    : ["Envío rechazado", "Este formulario solo se puede enviar desde nuestra propia web.", "Volver a la página"];
  const back = /^\/[\w\-/]*$/.test(req.path) ? req.path : "/";
  res
    .status(403)
    .type("html")
    .send(
      `<!doctype html><html lang="${en ? "en" : "es"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>403 · ${text[0]}</title></head>` +
        `<body><main><h1>${text[0]}</h1><p>${text[1]}</p><p><a href="${back}">${text[2]}</a></p></main></body></html>`,
    );
});

app.all(
  "*",
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    // The visitor's address for the forms' rate limit (app/services/request-guards.server.ts).
    getLoadContext: (req) => ({ clientAddress: req.ip ?? req.socket.remoteAddress }),
  }),
);

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const server = app.listen(port, host, () => {
  console.log(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "info",
      event: "server_listening",
      url: `http://${host}:${port}`,
    }),
  );
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    server.close(async () => {
      await build.entry.module.stopServer?.();
      process.exit(0);
    });
  });
}
