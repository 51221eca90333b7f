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
});
