import { and, eq, inArray, sql } from "drizzle-orm";
import { type DataLanguage, DEFAULT_DATA_LANGUAGE } from "../../../contract/language.ts";
import type { ConfigSource } from "../../content/config.ts";
import type { Database } from "../../db/client.ts";
import { configEntries } from "../../db/schema.ts";

export type ConfigEntry = { key: string; value: unknown; language: string; updatedAt: string };

/** The value in the asked language, else en_us; null when the key does not exist. */
export async function findConfig(
  db: Database,
  key: string,
  language: DataLanguage,
): Promise<ConfigEntry | null> {
  const rows = await db
    .select({
      key: configEntries.key,
      language: configEntries.language,
      value: configEntries.value,
      updatedAt: configEntries.updatedAt,
    })
    .from(configEntries)
    .where(
      and(
        eq(configEntries.key, key),
        inArray(configEntries.language, [language, DEFAULT_DATA_LANGUAGE]),
      ),
    );
  const row = rows.find((r) => r.language === language) ?? rows[0];
  if (!row) return null;
  return {
    key: row.key,
    value: row.value,
    language: row.language,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Extra query entries filter list values: only the items whose fields equal every filter stay.
 * Scalars and objects are returned as they are.
 */
export function applyFilters(value: unknown, filters: Record<string, string>): unknown {
  const entries = Object.entries(filters);
  if (!entries.length || !Array.isArray(value)) return value;
  return value.filter(
    (item) =>
      typeof item === "object" &&
      item !== null &&
      entries.every(
        ([field, wanted]) => String((item as Record<string, unknown>)[field]) === wanted,
      ),
  );
}

/** content/config.json into the database (server/db/seed.ts): new rows, and changed rows no operator edited. */
export async function applyConfigEntries(db: Database, configRows: ConfigSource[]): Promise<void> {
  for (const row of configRows) {
    await db
      .insert(configEntries)
      .values(row)
      .onConflictDoUpdate({
        target: [configEntries.key, configEntries.language],
        set: { value: row.value, updatedAt: sql`now()` },
        // A value an operator edited in the console (edited_at) is theirs: content/ never
        // overwrites it (ADR 0010); new keys and languages are still added.
        setWhere: sql`${configEntries.editedAt} is null and ${configEntries.value} is distinct from ${JSON.stringify(row.value)}::jsonb`,
      });
  }
}
