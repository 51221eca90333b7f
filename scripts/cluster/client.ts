/**
 * A small HTTP(S) client for the cluster tests and the soak: keep-alive, the run's certificate as
 * the only trusted one, and a chosen source address (anything in 127.0.0.0/8 works on Linux), so
 * one machine can play many visitors whose per-address limits are counted apart.
 */
import http from "node:http";
import https from "node:https";

export type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text(): string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whichever envelope the route answers.
  json<T = { code: number; msg: string; data: any }>(): T;
  ms: number;
};

export type RequestOptions = {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Source address, 127.x.y.z. */
  from?: string;
  timeoutMs?: number;
};

export class ClusterClient {
  origin: URL;
  ca: string | undefined;
  agents = new Map<string, http.Agent>();

  /** `origin` is the public origin (its host is what Host says); connections go to 127.0.0.1. */
  constructor(origin: string, ca?: string) {
    this.origin = new URL(origin);
    this.ca = ca;
  }

  agent(from = "127.0.0.1") {
    let agent = this.agents.get(from);
    if (!agent) {
      const options = { keepAlive: true, maxSockets: 64, localAddress: from };
      agent =
        this.origin.protocol === "https:"
          ? new https.Agent({ ...options, ca: this.ca, servername: this.origin.hostname })
          : new http.Agent(options);
      this.agents.set(from, agent);
    }
    return agent;
  }

  /**
   * One request. A reused keep-alive connection that fails before any answer (nginx closed it
   * while idle, e.g. an old worker after a reload, just as this request left) is retried,
   * whatever the method, as browsers do: the server never read the request.
   */
  async request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    // Every idle connection a reload closed fails the same way: the next try may pick up another
    // of them from the pool, so keep trying (each failure drops its socket) a few times.
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(method, path, options);
      } catch (error) {
        const retry = (error as { reusedSocket?: boolean }).reusedSocket && attempt < 4;
        if (!retry) throw error;
      }
    }
  }

  get(path: string, options?: RequestOptions) {
    return this.request("GET", path, options);
  }

  post(path: string, body: unknown, options: RequestOptions = {}) {
    return this.request("POST", path, { ...options, body });
  }

  once(method: string, path: string, options: RequestOptions): Promise<Answer> {
    const started = performance.now();
    // Bytes go as they are (an upload); anything else as JSON.
    const raw = Buffer.isBuffer(options.body);
    const payload =
      options.body === undefined
        ? undefined
        : raw
          ? (options.body as Buffer)
          : JSON.stringify(options.body);
    const headers: Record<string, string> = {
      host: this.origin.host,
      ...(payload ? { "content-type": raw ? "application/octet-stream" : "application/json" } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    };
    const lib = this.origin.protocol === "https:" ? https : http;
    return new Promise((resolve, reject) => {
      let answered = false;
      let timedOut = false;
      const req = lib.request(
        {
          host: "127.0.0.1",
          port: this.origin.port || (this.origin.protocol === "https:" ? 443 : 80),
          method,
          path,
          headers,
          agent: this.agent(options.from),
          timeout: options.timeoutMs ?? 15_000,
        },
        (res) => {
          answered = true;
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("error", reject);
          res.on("end", () => {
            const body = Buffer.concat(chunks);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body,
              text: () => body.toString("utf8"),
              json: () => JSON.parse(body.toString("utf8")),
              ms: performance.now() - started,
            });
          });
        },
      );
      req.on("timeout", () => {
        timedOut = true;
        req.destroy(new Error(`timeout: ${method} ${path}`));
      });
      req.on("error", (error) => {
        // Only a closed idle connection is worth a retry: not a timeout, not a cut answer.
        Object.assign(error, { reusedSocket: req.reusedSocket && !answered && !timedOut });
        reject(error);
      });
      req.end(payload);
    });
  }

  close() {
    for (const agent of this.agents.values()) agent.destroy();
    this.agents.clear();
  }
}

/** The n-th of many source addresses (127.1.0.0/16), one per simulated visitor. */
export function visitor(n: number, block = 1) {
  return `127.${block}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}
