/**
 * nginx for the cluster: finds (or, as root with apt, installs) Debian's nginx, renders
 * deploy/nginx.conf.template, runs it in the foreground under a private prefix, and reloads it
 * when an instance is taken out or put back (a rolling restart drains through a reload).
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BODY_LIMITS } from "../../server/lib/body-limits.ts";
import { ERROR_PAGES_CSP, languageMaps, writeErrorPages } from "./error-pages.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
export const TEMPLATE = path.join(ROOT, "deploy/nginx.conf.template");
const CANDIDATES = ["/usr/sbin/nginx", "/usr/bin/nginx"];

export function findNginx(): string | undefined {
  const fromEnv = process.env.NGINX_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((p) => existsSync(p));
}

/** Why nginx cannot run here (undefined when it can), installing it first when allowed. */
export function ensureNginx(): string {
  const found = findNginx();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (isRoot && hasApt && !process.env.NGINX_PATH) {
    console.log("nginx not found: installing Debian's nginx package…");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "nginx"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    const installed = findNginx();
    if (installed) return installed;
  }
  throw new Error(
    "nginx is needed for the cluster. Install Debian's package (sudo apt-get install nginx) " +
      "or set NGINX_PATH to an nginx binary.",
  );
}

export type Upstream = { port: number; down?: boolean };

export type NginxSettings = {
  /** Private directory: pid, temp files, cache, logs, the rendered configuration. */
  dir: string;
  httpsPort: number;
  httpPort: number;
  publicOrigin: string;
  serverName: string;
  cert: string;
  key: string;
  upstreams: Upstream[];
  /** Tests only: X-Upstream names the instance that answered. */
  debugHeaders?: boolean;
  /** More `location` blocks (the soak's static copy of a page). */
  extraLocations?: string;
  /** Production rendering (`--render`): the worker user, where the pid and the logs go, listens. */
  user?: string;
  pidFile?: string;
  logDir?: string;
  httpListen?: string;
  httpsListen?: string;
  /**
   * Connections at once per client address (64 in production: a browser opens about six). The
   * load tests drive thousands from one address and say so by raising it.
   */
  connectionsPerAddress?: number;
};

/** Room above a route's own cap, so the instance answers its own refusal, field named. */
const BODY_ROOM = 64 * 1024;

/** Where the proxy's own answers are written (writeErrorPages) for a rendering in `dir`. */
export const errorPagesDir = (dir: string) => path.join(dir, "error-pages");

/** The template with every {{NAME}} replaced; an unknown or missing name throws. */
export function renderNginxConfig(s: NginxSettings, template = readFileSync(TEMPLATE, "utf8")) {
  const isRoot = process.getuid?.() === 0;
  const values: Record<string, string> = {
    // As root the workers would run as nobody and could not use the private directory.
    USER: s.user ? `user ${s.user};` : isRoot ? "user root;" : "",
    WORKER_PROCESSES: "auto",
    RUN_DIR: s.dir,
    PID_FILE: s.pidFile ?? path.join(s.dir, "nginx.pid"),
    LOG_DIR: s.logDir ?? s.dir,
    MIME_TYPES: existsSync("/etc/nginx/mime.types") ? "/etc/nginx/mime.types" : "mime.types",
    UPSTREAM_SERVERS: s.upstreams
      .map(
        (u) =>
          `        server 127.0.0.1:${u.port} max_fails=1 fail_timeout=3s${u.down ? " down" : ""};`,
      )
      .join("\n"),
    UPSTREAM_TRIES: String(Math.max(2, s.upstreams.length)),
    HTTP_LISTEN: s.httpListen ?? `127.0.0.1:${s.httpPort}`,
    HTTPS_LISTEN: s.httpsListen ?? `127.0.0.1:${s.httpsPort}`,
    SERVER_NAME: s.serverName,
    PUBLIC_ORIGIN: s.publicOrigin,
    TLS_CERT: s.cert,
    TLS_KEY: s.key,
    DEBUG_HEADERS: s.debugHeaders ? "        add_header X-Upstream $upstream_addr always;" : "",
    EXTRA_LOCATIONS: s.extraLocations ?? "",
    BODY_LIMIT_DEFAULT: String(
      Math.max(BODY_LIMITS.default, BODY_LIMITS.pose, BODY_LIMITS.contentEdit) + BODY_ROOM,
    ),
    BODY_LIMIT_UPLOADS: String(BODY_LIMITS.upload + BODY_ROOM),
    CONNECTIONS_PER_ADDRESS: String(s.connectionsPerAddress ?? 64),
    LANGUAGE_MAPS: languageMaps(),
    ERROR_PAGES_DIR: errorPagesDir(s.dir),
    ERROR_PAGES_CSP,
  };
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template: no value for {{${name}}}`);
    return value;
  });
}

export type Nginx = {
  conf: string;
  settings: NginxSettings;
  output(): string;
  /** Re-renders with these upstreams and reloads (SIGHUP): old workers finish their requests. */
  setUpstreams(upstreams: Upstream[]): Promise<void>;
  stop(): Promise<void>;
};

/** nginx in the foreground (`daemon off`) on the rendered configuration; resolves once it listens. */
export async function startNginx(settings: NginxSettings): Promise<Nginx> {
  const binary = ensureNginx();
  mkdirSync(settings.dir, { recursive: true });
  const conf = path.join(settings.dir, "nginx.conf");
  let current = settings;
  const write = () => writeFileSync(conf, renderNginxConfig(current));
  write();
  writeErrorPages(errorPagesDir(settings.dir));
  const test = spawnSync(binary, ["-t", "-q", "-p", settings.dir, "-c", conf, "-e", "stderr"], {
    encoding: "utf8",
  });
  if (test.status !== 0) throw new Error(`nginx -t failed: ${test.stderr}`);
  const child: ChildProcess = spawn(
    binary,
    ["-p", settings.dir, "-c", conf, "-e", "stderr", "-g", "daemon off;"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let out = "";
  const collect = (c: Buffer) => {
    out += c.toString();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = once(child, "exit");
  await waitForPort(
    settings.httpsPort,
    () => child.exitCode !== null,
    () => out,
  );
  return {
    conf,
    get settings() {
      return current;
    },
    output: () => out,
    async setUpstreams(upstreams) {
      current = { ...current, upstreams };
      write();
      child.kill("SIGHUP");
      // The new workers take over within milliseconds; old ones leave once their requests end.
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
    async stop() {
      if (child.exitCode !== null) return;
      // SIGQUIT: graceful; the workers finish what they serve.
      child.kill("SIGQUIT");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}

async function waitForPort(port: number, dead: () => boolean, output: () => string) {
  const { connect } = await import("node:net");
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    if (dead()) throw new Error(`nginx exited: ${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx did not listen on ${port}: ${output()}`);
}

/**
 * `node scripts/cluster/nginx.ts --render > /etc/nginx/nginx.conf`: the template for a server,
 * from UPSTREAM_PORTS (3001,3002), PUBLIC_ORIGIN, SERVER_NAME, TLS_CERT and TLS_KEY; Debian's
 * paths (www-data, /run/nginx.pid, /var/log/nginx, /var/lib/nginx/inkdoll), ports 80 and 443.
 * It also writes the proxy's own error answers under NGINX_RUN_DIR/error-pages.
 */
if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes("--render")) {
  const need = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is required`);
    return value;
  };
  const origin = need("PUBLIC_ORIGIN");
  const dir = process.env.NGINX_RUN_DIR ?? "/var/lib/nginx/inkdoll";
  writeErrorPages(errorPagesDir(dir));
  process.stderr.write(`error pages written to ${errorPagesDir(dir)}\n`);
  process.stdout.write(
    renderNginxConfig({
      dir,
      httpsPort: 443,
      httpPort: 80,
      publicOrigin: origin,
      serverName: process.env.SERVER_NAME ?? new URL(origin).hostname,
      cert: need("TLS_CERT"),
      key: need("TLS_KEY"),
      upstreams: (process.env.UPSTREAM_PORTS ?? "3001,3002")
        .split(",")
        .map((port) => ({ port: Number(port) })),
      user: process.env.NGINX_USER ?? "www-data",
      pidFile: "/run/nginx.pid",
      logDir: "/var/log/nginx",
      httpListen: "80",
      httpsListen: "443",
    }),
  );
}
