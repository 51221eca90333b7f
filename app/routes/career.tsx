import { data } from "react-router";
import { ApplyForm } from "../features/careers/ApplyForm.tsx";
import { loadCareer } from "../features/careers/careers.server.ts";
import { JobPage } from "../features/careers/JobPage.tsx";
import { jobPostingLd } from "../features/careers/job-posting-ld.ts";
import { appContext } from "../lib/context.ts";
import { missingMeta, rootDataOf, seoMeta } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import type { Route } from "./+types/career";

export { RouteError as ErrorBoundary } from "../components/RouteError.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = {
    ...(await loadCareer(request, context.get(appContext), params.slug)),
    ...pageMessages(request, "career.tsx"),
  };
  // A closed position still renders (it says so and offers the open ones) but answers 410, so
  // search engines drop it.
  return page.job.status === "closed" ? data(page, { status: 410 }) : page;
}

/** Title and summary of the position; an open one also carries JobPosting structured data. */
export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  if (!loaderData) return missingMeta(args);
  const site = rootDataOf(args.matches)?.siteName ?? "Inkdoll";
  const { job, origin } = loaderData;
  const tags = seoMeta(args, `${job.title} · ${site}`, job.summary || undefined);
  if (job.status === "closed") return [...tags, { name: "robots", content: "noindex" }];
  return [...tags, { "script:ld+json": jobPostingLd(job, origin, site) }];
}

export default function Career({ loaderData }: Route.ComponentProps) {
  return (
    <JobPage
      job={loaderData.job}
      requested={loaderData.requested}
      apply={<ApplyForm position={loaderData.job.slug} />}
    />
  );
}
