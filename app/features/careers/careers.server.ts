import { data } from "react-router";
import type { AppContextValues } from "../../../contract/app-context.ts";
import type { JobView } from "../../../contract/careers.ts";
import { type DataLanguage, dataLanguageOf } from "../../../contract/language.ts";
import { resolveRequestLocale } from "../../lib/locale.server.ts";

/** The open positions in the visitor's language. */
export async function loadCareers(request: Request, context: AppContextValues) {
  const language = dataLanguageOf(resolveRequestLocale(request));
  return { jobs: await context.services.jobs(language), requested: language };
}

/**
 * One position. A closed one still renders (it says the position is closed and offers the open
 * ones) but answers 410, so search engines drop it; an unknown one is a 404.
 */
export async function loadCareer(request: Request, context: AppContextValues, slug: string) {
  const language = dataLanguageOf(resolveRequestLocale(request));
  const job = await context.services.job(slug, language);
  if (!job) throw data(null, { status: 404 });
  const page = { job, requested: language, origin: context.publicOrigin };
  return job.status === "closed" ? data(page, { status: 410 }) : page;
}

export type CareersData = Awaited<ReturnType<typeof loadCareers>>;
export type CareerData = { job: JobView; requested: DataLanguage; origin: string };
