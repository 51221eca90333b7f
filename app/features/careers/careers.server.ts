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

/** One position, open or closed (the route answers 410 for a closed one); an unknown one is a 404. */
export async function loadCareer(request: Request, context: AppContextValues, slug: string) {
  const language = dataLanguageOf(resolveRequestLocale(request));
  const job = await context.services.job(slug, language);
  if (!job) throw data(null, { status: 404 });
  return { job, requested: language, origin: context.publicOrigin };
}

export type CareersData = Awaited<ReturnType<typeof loadCareers>>;
export type CareerData = { job: JobView; requested: DataLanguage; origin: string };
