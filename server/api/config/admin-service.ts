import { and, eq, sql } from "drizzle-orm";
import type { ConfigKeyView } from "../../../contract/config.ts";
import { DEFAULT_DATA_LANGUAGE } from "../../../contract/language.ts";
import type { Database } from "../../db/client.ts";
import { configEntries } from "../../db/schema.ts";
import { type AuditActor, recordAudit } from "../../lib/audit.ts";
import { bumpContentVersion } from "../../lib/content-cache.ts";
import type { Outcome } from "../common.ts";
import { CONFIG_KEYS, type ConfigKey, PER_LANGUAGE_KEYS, parseConfigValue } from "./values.ts";

/** Every editable key with its values per language (the console's list). */
export async function listConfig(db: Database): Promise<ConfigKeyView[]> {
  const rows = await db.select().from(configEntries);
  return CONFIG_KEYS.map((key) => ({
    key,
    perLanguage: PER_LANGUAGE_KEYS.has(key),
    values: rows
      .filter((row) => row.key === key)
      .map((row) => ({
        language: row.language,
        value: row.value,
        updatedAt: row.updatedAt.toISOString(),
        editedAt: row.editedAt?.toISOString() ?? null,
      }))
      .sort((a, b) => a.language.localeCompare(b.language)),
  }));
}

export type ConfigEdit = {
  key: ConfigKey;
  language: string;
  value: unknown;
  /** The `updatedAt` the operator read; null to add a language the key does not have yet. */
  updatedAt: string | null;
};

/** invalid_input carries the value schema's words of the fault (`message`), for `msg` only. */
export type ConfigEditOutcome = Outcome<
  ConfigKeyView,
  "invalid_input" | "conflict" | "not_found",
  { message?: string }
>;

/**
 * Saves one value: validated by the key's schema, refused with `conflict` when it changed since
 * the operator read it (compare-and-set on updated_at inside the transaction), marked
 * `edited_at` so seeding never overwrites it, audited, and the content version bumped so every
 * instance serves it.
 */
export async function editConfig(
  db: Database,
  edit: ConfigEdit,
  actor: AuditActor,
  now: Date,
): Promise<ConfigEditOutcome> {
  if (!PER_LANGUAGE_KEYS.has(edit.key) && edit.language !== DEFAULT_DATA_LANGUAGE) {
    return {
      refused: {
        reason: "invalid_input",
        field: "language",
        message: `${edit.key} has one value for every language (en_us)`,
      },
    };
  }
  const parsed = parseConfigValue(edit.key, edit.value);
  if (!("ok" in parsed)) {
    return { refused: { reason: "invalid_input", field: parsed.field, message: parsed.message } };
  }
  const outcome = await db.transaction(async (tx) => {
    const where = and(eq(configEntries.key, edit.key), eq(configEntries.language, edit.language));
    const [current] = await tx.select().from(configEntries).where(where).for("update");
    if (!current && edit.updatedAt !== null) return "not_found" as const;
    if (current && current.updatedAt.toISOString() !== edit.updatedAt) return "conflict" as const;
    if (current) {
      await tx
        .update(configEntries)
        // At least 1 ms later than before: the version the console compares is millisecond text.
        .set({
          value: parsed.ok,
          updatedAt: sql`greatest(now(), ${configEntries.updatedAt} + interval '1 millisecond')`,
          editedAt: sql`now()`,
        })
        .where(where);
    } else {
      await tx.insert(configEntries).values({
        key: edit.key,
        language: edit.language,
        value: parsed.ok,
        editedAt: sql`now()`,
      });
    }
    await recordAudit(tx, {
      actor,
      action: "update:config",
      entity: "config",
      entityId: `${edit.key}:${edit.language}`,
      before: current ? current.value : null,
      after: parsed.ok,
      at: now,
    });
    await bumpContentVersion(tx);
    return "ok" as const;
  });
  if (outcome === "conflict") return { refused: { reason: "conflict" } };
  if (outcome === "not_found") return { refused: { reason: "not_found" } };
  const view = (await listConfig(db)).find((entry) => entry.key === edit.key);
  if (!view) throw new Error(`config ${edit.key} vanished`);
  return { ok: view };
}
