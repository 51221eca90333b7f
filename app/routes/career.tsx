import { ApplyForm } from "../features/careers/ApplyForm.tsx";
import { loadCareer } from "../features/careers/careers.server.ts";
import { JobPage } from "../features/careers/JobPage.tsx";
import { jobPostingLd } from "../features/careers/job-posting-ld.ts";
import { appContext } from "../lib/context.ts";
import { rootDataOf, seoMeta } from "../lib/meta.ts";
import type { Route } from "./+types/career";

export { RouteError as ErrorBoundary } from "../components/RouteError.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadCareer(request, context.get(appContext), params.slug);
}

/** Title and summary of the position; an open one also carries JobPosting structured data. */
export function meta(args: Route.MetaArgs) {
  const root = rootDataOf(args.matches);
  const site = root?.siteName ?? "Inkdoll";
  const { loaderData } = args;
  if (!loaderData) return seoMeta(args, site);
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
