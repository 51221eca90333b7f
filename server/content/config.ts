import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { isDataLanguage } from "../../contract/language.ts";
import { isConfigKey, parseConfigValue } from "../api/config/values.ts";

const ConfigFileSchema = z.record(z.string().min(1), z.record(z.string(), z.unknown()));

export type ConfigSource = { key: string; language: string; value: unknown };

/** content/config.json: `{ key: { language: value } }`, one row per key and language. */
export async function loadConfigEntries(contentDir: string): Promise<ConfigSource[]> {
  const file = path.join(contentDir, "config.json");
  const text = await readFile(file, "utf8").catch(() => null);
  if (text === null) return [];
  const parsed = ConfigFileSchema.parse(JSON.parse(text));
  return Object.entries(parsed).flatMap(([key, byLanguage]) =>
    Object.entries(byLanguage).map(([language, value]) => {
      if (!isDataLanguage(language)) {
        throw new Error(`config.json: ${key}.${language}: unknown language`);
      }
      // The console's schemas check the file too, so a deploy cannot seed what an edit would refuse.
      if (isConfigKey(key)) {
        const parsed = parseConfigValue(key, value);
        if (!("ok" in parsed)) {
          throw new Error(`config.json: ${key}.${language}: ${parsed.field} ${parsed.message}`);
        }
      }
      return { key, language, value };
    }),
  );
}
