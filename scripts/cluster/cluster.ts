/**
 * The production topology on one machine (ADR 0016): nginx over HTTPS (a certificate made for the
 * run) in front of N instances of `node server/main.ts` sharing one PostgreSQL, one Redis,
 * AUTH_SECRET and PUBLIC_ORIGIN. Used by `npm run cluster`, tests/cluster and `npm run bench:soak`.
 *
 * Ports from `basePort`: HTTPS basePort, plain HTTP basePort + 1, instance i at basePort + 2 + i.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { defineInstance, type Instance } from "./instance.ts";
import { type Nginx, startNginx } from "./nginx.ts";
import { makeCertificate } from "./tls.ts";

export type ClusterOptions = {
  dir: string;
  basePort: number;
  instances?: number;
  databaseUrl: string;
  redisUrl: string;
  authSecret?: string;
  /** More environment for every instance (limits, log level). */
  env?: Record<string, string>;
  debugHeaders?: boolean;
  extraLocations?: string;
};

export type Cluster = {
  /** https://localhost:<basePort> */
  origin: string;
  /** The run's certificate (PEM), the one thing clients trust. */
  ca: string;
  nginx: Nginx;
  instances: Instance[];
  authSecret: string;
  /** Takes instance i out of nginx (or puts it back) and reloads nginx. */
  setDown(index: number, down: boolean): Promise<void>;
  /**
   * Restarts every instance in turn: out of nginx (reload; in-flight requests finish), SIGTERM,
   * start, ready, back in. Resolves to each instance's downtime in ms.
   */
  rollingRestart(): Promise<number[]>;
  stop(): Promise<void>;
};

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.instances ?? 2;
  const origin = `https://localhost:${options.basePort}`;
  const authSecret = options.authSecret ?? randomBytes(36).toString("base64url");
  const tls = makeCertificate(path.join(options.dir, "tls"));
  const env = {
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    AUTH_SECRET: authSecret,
    PUBLIC_ORIGIN: origin,
    // Only nginx, on this address, may say who the client is.
    TRUST_PROXY: "127.0.0.1",
    HSTS: "true",
    LOG_LEVEL: "info",
    ...options.env,
  };
  const instances = Array.from({ length: count }, (_, i) =>
    defineInstance({
      name: `instance-${i + 1}`,
      port: options.basePort + 2 + i,
      dir: path.join(options.dir, "instances"),
      env,
    }),
  );
  // Together: the migrations take a lock, so a fresh database is migrated once (server/db/client.ts).
  const down = new Set<number>();
  const upstreams = () => instances.map((x, i) => ({ port: x.port, down: down.has(i) }));
  let nginx: Nginx;
  try {
    await Promise.all(instances.map((instance) => instance.start()));
    nginx = await startNginx({
      dir: path.join(options.dir, "nginx"),
      httpsPort: options.basePort,
      httpPort: options.basePort + 1,
      publicOrigin: origin,
      serverName: "localhost 127.0.0.1",
      cert: tls.cert,
      key: tls.key,
      upstreams: upstreams(),
      debugHeaders: options.debugHeaders,
      extraLocations: options.extraLocations,
    });
  } catch (error) {
    // Nothing of a cluster that did not start stays behind.
    await Promise.all(instances.map((instance) => instance.kill()));
    throw error;
  }
  const setDown = async (index: number, isDown: boolean) => {
    if (isDown) down.add(index);
    else down.delete(index);
    await nginx.setUpstreams(upstreams());
  };
  return {
    origin,
    ca: tls.pem,
    nginx,
    instances,
    authSecret,
    setDown,
    async rollingRestart() {
      const downtimes: number[] = [];
      for (const [i, instance] of instances.entries()) {
        await setDown(i, true);
        const started = performance.now();
        const code = await instance.stop();
        if (code !== 0) throw new Error(`${instance.name} exited ${code} on SIGTERM`);
        await instance.start();
        downtimes.push(performance.now() - started);
        await setDown(i, false);
      }
      return downtimes;
    },
    async stop() {
      await nginx.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
    },
  };
}
