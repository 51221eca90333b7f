import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { createTransport } from "nodemailer";

export type OutgoingMail = { to: string; subject: string; text: string };

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Written under a temporary name, then renamed: whoever reads the outbox (a developer's tool, the
 * browser tests) sees a message whole or not at all, also if the process dies mid-write.
 */
async function writeWhole(file: string, data: string | Buffer) {
  const partial = `${file}.${randomBytes(4).toString("hex")}.partial`;
  await writeFile(partial, data);
  await rename(partial, file);
}

/** SMTP when configured; otherwise each message is written to the outbox folder as .eml + .json. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
  /** Development only: print the message to the log so the flow works without a mail client. */
  logBodies?: boolean;
}): Mailer {
  if (options.smtpUrl) {
    const transport = createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const transport = createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}`;
      await mkdir(options.outboxDir, { recursive: true });
      await writeWhole(path.join(options.outboxDir, `${name}.eml`), info.message as Buffer);
      await writeWhole(
        path.join(options.outboxDir, `${name}.json`),
        JSON.stringify(
          { from: options.from, ...mail, createdAt: new Date().toISOString() },
          null,
          2,
        ),
      );
      if (options.logBodies) options.log.info({ mail }, "mail written to the outbox");
      else options.log.info({ outbox: name }, "mail written to the outbox");
    },
  };
}

/** Keeps messages in memory: for tests. */
export class MemoryMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];
  async send(mail: OutgoingMail) {
    this.sent.push(mail);
  }
}
