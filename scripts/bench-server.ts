/** The server under benchmark: the real app on a seeded PGlite, plus a bare Fastify hello world. */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { syncContent } from "../server/db/seed.ts";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = await mkdtemp(path.join(tmpdir(), "inkdoll-bench-"));
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: "silent",
  // Limits stay on, as in production, with ceilings the benchmark cannot reach.
  RATE_LIMIT_API_PER_MINUTE: process.env.BENCH_NO_LIMITS ? "0" : "100000000",
  RATE_LIMIT_IMEI_PER_MINUTE: "100000000",
});
const dbHandle = process.env.DATABASE_URL
  ? await openDatabase({ driver: "postgres", url: process.env.DATABASE_URL })
  : await openDatabase({ driver: "pglite", dataDir: path.join(dataDir, "pglite") });
await dbHandle.migrate();
await syncContent(dbHandle.db, { contentDir: path.join(root, "content") });

const app = await buildApp({ config, dbHandle });
app.get("/bench/hello", async () => ({ hello: "world" }));
await app.listen({ host: "127.0.0.1", port: 0 });

const bare = Fastify();
bare.get("/", async () => ({ hello: "world" }));
await bare.listen({ host: "127.0.0.1", port: 0 });

const port = (a: { server: import("node:http").Server }) => {
  const address = a.server.address();
  return typeof address === "object" && address ? address.port : 0;
};
console.log(JSON.stringify({ app: port(app), bare: port(bare) }));
process.on("SIGTERM", async () => {
  await app.close();
  await bare.close();
  await dbHandle.close();
  process.exit(0);
});
