import { eq } from "drizzle-orm";
import { quantiseScene } from "../../../contract/pose-link.ts";
import type { TeamWorkSource } from "../../content/works.ts";
import type { Database } from "../../db/client.ts";
import { works } from "../../db/schema.ts";
import { keepOwnFile } from "../uploads/service.ts";
import { newPublicId } from "./model.ts";

/**
 * Seeds the team's works (content/works.json): new ones are queued for processing (approved once
 * their variants exist); existing ones get their texts, tags and featured flag updated, never
 * their image or a moderator's removal.
 */
export async function applyTeamWorks(tx: Database, sources: TeamWorkSource[]): Promise<void> {
  const now = new Date();
  for (const source of sources) {
    const fields = {
      title: source.translations.en_us.title,
      description: source.translations.en_us.description,
      translations: source.translations,
      tags: source.tags,
      poseScene: quantiseScene(source.scene),
    };
    const [existing] = await tx
      .select({ id: works.id, state: works.state })
      .from(works)
      .where(eq(works.teamSlug, source.slug));
    if (existing) {
      await tx
        .update(works)
        .set({ ...fields, ...(existing.state === "approved" ? { featured: source.featured } : {}) })
        .where(eq(works.id, existing.id));
      continue;
    }
    const originalId = await keepOwnFile(tx, {
      purpose: "work",
      bytes: source.image.bytes,
      fileName: source.image.fileName,
      now,
    });
    await tx.insert(works).values({
      ...fields,
      publicId: newPublicId(),
      teamSlug: source.slug,
      originalId,
      apps: ["doll"],
      links: [],
      featured: source.featured,
      state: "processing",
      submittedAt: now,
    });
  }
}
