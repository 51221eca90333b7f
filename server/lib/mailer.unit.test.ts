import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { createMailer } from "./mailer.ts";

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe("outbox mailer", () => {
  it("writes each message as a real .eml and a readable .json", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
    dirs.push(dir);
    const mailer = createMailer({
      from: "Inkdoll <no-reply@inkdoll.example>",
      outboxDir: path.join(dir, "outbox"),
      log: Fastify({ logger: false }).log,
    });
    await mailer.send({
      to: "aki@example.com",
      subject: "你的验证码: 123456",
      text: "代码 123456\n",
    });
    const files = (await readdir(path.join(dir, "outbox"))).sort();
    expect(files.map((f) => path.extname(f))).toEqual([".eml", ".json"]);
    const eml = await readFile(path.join(dir, "outbox", files[0] ?? ""), "utf8");
    expect(eml).toMatch(/^From: Inkdoll <no-reply@inkdoll\.example>$/m);
    expect(eml).toMatch(/^To: aki@example\.com$/m);
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
    const json = JSON.parse(await readFile(path.join(dir, "outbox", files[1] ?? ""), "utf8"));
    expect(json).toMatchObject({ to: "aki@example.com", text: "代码 123456\n" });
  });

  it("shows a reader of the outbox each message whole or not at all", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
    dirs.push(dir);
    const outbox = path.join(dir, "outbox");
    const mailer = createMailer({
      from: "Inkdoll <no-reply@inkdoll.example>",
      outboxDir: outbox,
      log: Fastify({ logger: false }).log,
    });
    // Over Node's 512 KiB write chunk, so an unfinished file would be seen half written.
    const text = "x".repeat(1_500_000);
    let sending = true;
    let parsed = 0;
    // Read as the browser tests do, while messages are being written.
    const read = async () => {
      while (sending) {
        const files = (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith(".json"));
        for (const file of files) {
          const mail = JSON.parse(await readFile(path.join(outbox, file), "utf8"));
          expect(mail.text).toBe(text);
          parsed++;
        }
      }
    };
    const readers = Promise.all([read(), read(), read()]);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        mailer.send({ to: `r${i}@example.com`, subject: "s", text }),
      ),
    );
    sending = false;
    await readers;
    expect(parsed).toBeGreaterThan(0);
    const files = await readdir(outbox);
    expect(files.filter((f) => f.endsWith(".partial"))).toEqual([]);
    expect(files).toHaveLength(24);
  });
});
