import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import {
  JOB_STATUSES,
  JOB_TEAMS,
  JOB_TYPES,
  JOB_WORKPLACES,
  jobFieldProblems,
} from "../../contract/careers.ts";
import { DATA_LANGUAGES } from "../../contract/language.ts";
import type { JobSource } from "../api/careers/service.ts";

const PositionSchema = z.object({
  slug: z.string(),
  team: z.enum(JOB_TEAMS),
  employmentType: z.enum(JOB_TYPES),
  workplace: z.enum(JOB_WORKPLACES),
  locality: z.string().default(""),
  country: z.string().nullable().default(null),
  /** Title and Markdown description per data language; en_us is required. */
  texts: z.partialRecord(
    z.enum(DATA_LANGUAGES),
    z.object({ title: z.string(), description: z.string() }),
  ),
  /** Seeded closed unless the file says open: a position is public only on purpose. */
  status: z.enum(JOB_STATUSES).default("closed"),
});

/**
 * content/careers.json: an array of positions (`slug`, `team`, `employmentType`, `workplace`,
 * `locality`, `country`, `texts: { en_us: { title, description } … }`, `status`). The repository
 * ships it empty: the product has no real opening to announce, and /careers then offers a
 * general application. Checked by the console's rules, so a bad file stops the start-up with the
 * place named instead of seeding what the console would refuse.
 */
export async function loadJobs(contentDir: string): Promise<JobSource[]> {
  const file = path.join(contentDir, "careers.json");
  const text = await readFile(file, "utf8").catch(() => null);
  if (text === null) return [];
  const parsed = z.array(PositionSchema).safeParse(JSON.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`careers.json: ${issue?.path.join(".")} ${issue?.message}`);
  }
  return parsed.data.map((position, index) => {
    const [field, problem] = Object.entries(jobFieldProblems(position))[0] ?? [];
    if (field) throw new Error(`careers.json: ${index}.${field} ${problem}`);
    return position;
  });
}
