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
if (process.env.TRUST_PROXY) app.set("trust proxy", process.env.TRUST_PROXY);
app.use(compression());

// Fingerprinted by the compiler: cache for a year.
app.use("/build", express.static(path.join(buildDir, "client/build"), { immutable: true, maxAge: "1y" }));
app.use(express.static("public", { maxAge: "1h" }));

app.all("*", createRequestHandler({ build, mode: process.env.NODE_ENV }));

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const server = app.listen(port, host, () => {
  console.log(JSON.stringify({ time: new Date().toISOString(), level: "info", event: "server_listening", url: `http://${host}:${port}` }));
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    server.close(async () => {
      await build.entry.module.stopServer?.();
      process.exit(0);
    });
  });
}
