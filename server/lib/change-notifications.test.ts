import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../test/db.ts";
import { type ChangeListener, listenForChanges, notifyChange } from "./change-notifications.ts";

let db: TestDb;
let listener: ChangeListener;
beforeAll(async () => {
  db = await createTestDb();
  listener = listenForChanges(db);
  const deadline = Date.now() + 5000;
  while (!listener.listening && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
});
afterAll(async () => {
  await listener.close();
  await db.dispose();
});

/** Resolves with the topics heard within `ms`. */
async function heard(topics: string[], during: () => Promise<void>, ms = 300) {
  const got: string[] = [];
  const offs = topics.map((topic) => listener.subscribe(topic, () => got.push(topic)));
  await during();
  await new Promise((r) => setTimeout(r, ms));
  for (const off of offs) off();
  return got;
}

describe("change notifications", () => {
  it("delivers a change when its transaction commits, to that topic's subscribers only", async () => {
    expect(listener.listening).toBe(true);
    const got = await heard(["content", "releases"], () =>
      db.db.transaction(async (tx) => notifyChange(tx, "content")),
    );
    expect(got).toEqual(["content"]);
  });

  it("delivers nothing for a transaction that rolls back", async () => {
    const got = await heard(["content"], async () => {
      await db.db
        .transaction(async (tx) => {
          await notifyChange(tx, "content");
          throw new Error("roll back");
        })
        .catch(() => {});
    });
    expect(got).toEqual([]);
  });
});
