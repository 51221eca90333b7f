// `npm run admin:invite` against a real data directory and, with TEST_DATABASE_URL, PostgreSQL.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, openDatabase } from "./db/client.ts";
import { auditEntries, staffInvitations } from "./db/schema.ts";
import { ROOT } from "./test/server-process.ts";

const run = promisify(execFile);

/** Runs the command as an operator would; resolves with its exit code and output. */
async function invite(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["scripts/admin-invite.ts", ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: "", PUBLIC_ORIGIN: "https://inkdoll.example", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

async function rowsOf(handle: DbHandle) {
  const invitations = await handle.db.select().from(staffInvitations);
  const audit = await handle.db.select().from(auditEntries);
  return { invitations, audit };
}

function expectLink(stdout: string): string {
  const match = /https:\/\/inkdoll\.example\/admin\/invite\?token=([\w-]{43})/.exec(stdout);
  expect(match, stdout).not.toBeNull();
  return match?.[1] ?? "";
}

describe("npm run admin:invite on the embedded database", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "inkdoll-admin-invite-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("creates a one-time invitation, audited as cli, and prints its link", async () => {
    const out = await invite(["Ann@Example.com"], { DATA_DIR: dataDir });
    expect(out.code, out.stderr).toBe(0);
    expectLink(out.stdout);
    const editor = await invite(["bob@example.com", "--role", "editor"], { DATA_DIR: dataDir });
    expect(editor.code, editor.stderr).toBe(0);

    const handle = await openDatabase({ driver: "pglite", dataDir: path.join(dataDir, "pglite") });
    try {
      const { invitations, audit } = await rowsOf(handle);
      expect(invitations.map((i) => [i.email, i.role, i.invitedBy])).toEqual([
        ["ann@example.com", "admin", null],
        ["bob@example.com", "editor", null],
      ]);
      const [first] = invitations;
      const days = first ? (first.expiresAt.getTime() - first.createdAt.getTime()) / 864e5 : 0;
      expect(Math.round(days)).toBe(7);
      expect(audit.map((a) => [a.actor, a.action])).toEqual([
        ["cli", "create:invitation"],
        ["cli", "create:invitation"],
      ]);
      // The token itself is nowhere in the database: only its hash.
      expect(JSON.stringify({ invitations, audit })).not.toContain(expectLink(out.stdout));
    } finally {
      await handle.close();
    }
  });

  it("refuses bad input", async () => {
    expect((await invite([], { DATA_DIR: dataDir })).code).toBe(1);
    expect((await invite(["not-an-email"], { DATA_DIR: dataDir })).code).toBe(1);
    const role = await invite(["c@example.com", "--role", "owner"], { DATA_DIR: dataDir });
    expect(role.code).toBe(1);
    expect(role.stderr).toContain('unknown role "owner"');
  });

  it("refuses while another process holds the database, and leaves it intact", async () => {
    // The server opens the embedded database exactly like this (server/main.ts).
    const held = await openDatabase({ driver: "pglite", dataDir: path.join(dataDir, "pglite") });
    try {
      const out = await invite(["dan@example.com"], { DATA_DIR: dataDir });
      expect(out.code).toBe(1);
      expect(out.stderr).toContain("stop the server first, or use PostgreSQL (DATABASE_URL)");
      const { invitations } = await rowsOf(held);
      expect(invitations).toHaveLength(2);
    } finally {
      await held.close();
    }
    const after = await invite(["dan@example.com"], { DATA_DIR: dataDir });
    expect(after.code, after.stderr).toBe(0);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("npm run admin:invite on PostgreSQL", () => {
  const base = process.env.TEST_DATABASE_URL ?? "postgres://unused";
  const name = `inkdoll_invite_${randomBytes(4).toString("hex")}`;
  const url = new URL(base);
  url.pathname = `/${name}`;
  let admin: ReturnType<typeof postgres>;
  beforeAll(async () => {
    admin = postgres(base, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
  });
  afterAll(async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it("creates the invitation in DATABASE_URL's database, even while a server is connected", async () => {
    const server = await openDatabase({ driver: "postgres", url: url.toString(), max: 2 });
    try {
      await server.migrate();
      const out = await invite(["eve@example.com", "--role", "support"], {
        DATABASE_URL: url.toString(),
        DATA_DIR: "/nonexistent-inkdoll",
      });
      expect(out.code, out.stderr).toBe(0);
      expectLink(out.stdout);
      const { invitations, audit } = await rowsOf(server);
      expect(invitations.map((i) => [i.email, i.role])).toEqual([["eve@example.com", "support"]]);
      expect(audit.map((a) => a.actor)).toEqual(["cli"]);
    } finally {
      await server.close();
    }
  });
});
