import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { createTransport } from "nodemailer";

export type OutgoingMail = { to: string; subject: string; text: string };

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
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
      await writeFile(path.join(options.outboxDir, `${name}.eml`), info.message as Buffer);
      await writeFile(
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
