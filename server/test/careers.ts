import type { JobInput } from "../../contract/careers.ts";
import { changeJob, createJob } from "../api/careers/service.ts";
import type { Database } from "../db/client.ts";

/** A position as an operator would write it; `overrides` change any fact. */
export function jobInput(overrides: Partial<JobInput> = {}): JobInput {
  return {
    slug: "3d-rigging-engineer",
    team: "engineering",
    employmentType: "FULL_TIME",
    workplace: "hybrid",
    locality: "Shanghai",
    country: "CN",
    texts: {
      en_us: {
        title: "3D rigging engineer",
        description: "You will make the doll bend like a body.\n\n## What you do\n\n- Rig joints",
      },
      ja_jp: {
        title: "3D リギングエンジニア",
        description: "人形を体のように曲げる仕事です。",
      },
    },
    ...overrides,
  };
}

const actor = { userId: null, label: "test" };

/** A position made through the console's service, opened unless `open` is false. */
export async function insertJob(
  db: Database,
  overrides: Partial<JobInput> = {},
  open = true,
): Promise<{ id: number; slug: string }> {
  const created = await createJob(db, jobInput(overrides), actor, new Date());
  if (!("ok" in created)) throw new Error(`job refused: ${created.refused}`);
  if (open) {
    const opened = await changeJob(
      db,
      created.ok.id,
      created.ok.revision,
      { status: "open" },
      actor,
      new Date(),
    );
    if (!("ok" in opened)) throw new Error(`open refused: ${opened.refused}`);
  }
  return { id: created.ok.id, slug: created.ok.slug };
}
