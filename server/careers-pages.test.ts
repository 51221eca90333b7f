import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { changeJob } from "./api/careers/service.ts";
import { jobPostings } from "./db/schema.ts";
import { insertJob } from "./test/careers.ts";
import { pagesForFile } from "./test/pages.ts";

const pages = pagesForFile({ PUBLIC_ORIGIN: "https://inkdoll.example" });

const page = (url: string, language = "en-US") =>
  pages.app.inject({ url, headers: { "accept-language": language } });

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? "null"),
  );

describe("/careers and /careers/:slug", () => {
  it("says there is no open position and offers the general application", async () => {
    const res = await page("/careers");
    expect(res.statusCode).toBe(200);
    // The catalogue travels in the page's data: look at the rendered markup only.
    expect(res.body).toMatch(
      /data-testid="no-positions"[^>]*><p[^>]*>There is no open position right now\./,
    );
    expect(res.body).toContain('id="general-application"');
    expect(res.body).toContain('data-testid="apply-form"');
  });

  it("lists an open position and renders it with JobPosting data; a closed one answers 410", async () => {
    const job = await insertJob(pages.db.db);
    pages.app.contentCache.invalidate();
    const list = await page("/careers");
    expect(list.body).toContain('href="/careers/3d-rigging-engineer"');
    expect(list.body).not.toContain('data-testid="no-positions"');

    const res = await page("/careers/3d-rigging-engineer");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<h1");
    expect(res.body).toContain('id="apply-heading"');
    const posting = jsonLd(res.body).find((item) => item?.["@type"] === "JobPosting");
    expect(posting).toMatchObject({
      title: "3D rigging engineer",
      employmentType: "FULL_TIME",
      url: "https://inkdoll.example/careers/3d-rigging-engineer",
      hiringOrganization: { "@type": "Organization", name: "Inkdoll" },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Shanghai", addressCountry: "CN" },
      },
    });
    expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(posting.description).toContain("<h2");

    const ja = await page("/careers/3d-rigging-engineer", "ja");
    expect(ja.body).toMatch(/<h1[^>]*lang="ja-JP"[^>]*>3D リギングエンジニア<\/h1>/);
    expect(ja.body).not.toMatch(/<p role="note"[^>]*>[^<]*英語で表示しています/);
    const ko = await page("/careers/3d-rigging-engineer", "ko");
    expect(ko.body).toMatch(/<h1[^>]*lang="en-US"[^>]*>3D rigging engineer<\/h1>/);
    expect(ko.body).toMatch(/<p role="note"[^>]*>[^<]*영어로 표시합니다/);

    const [row] = await pages.db.db.select().from(jobPostings).where(eq(jobPostings.id, job.id));
    await changeJob(
      pages.db.db,
      job.id,
      row?.revision ?? 0,
      { status: "closed" },
      { userId: null, label: "t" },
      new Date(),
    );
    pages.app.contentCache.invalidate();
    const gone = await page("/careers/3d-rigging-engineer");
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toMatch(
      /data-testid="position-closed"[^>]*><h2[^>]*>This position is closed/,
    );
    expect(gone.body).not.toContain('data-testid="apply-form"');
    expect(jsonLd(gone.body).some((item) => item?.["@type"] === "JobPosting")).toBe(false);
    expect(gone.body).toMatch(/<meta name="robots" content="noindex"/);

    expect((await page("/careers/no-such-position")).statusCode).toBe(404);
  });
});
