import { ApplyForm } from "../features/careers/ApplyForm.tsx";
import { CareersPage } from "../features/careers/CareersPage.tsx";
import { loadCareers } from "../features/careers/careers.server.ts";
import { appContext } from "../lib/context.ts";
import { pageMeta } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import type { Route } from "./+types/careers";

export { RouteError as ErrorBoundary } from "../components/RouteError.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...(await loadCareers(request, context.get(appContext))),
    ...pageMessages(request, "careers.tsx"),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "careers", (m) => m.careersPage.lead);
}

export default function Careers({ loaderData }: Route.ComponentProps) {
  return <CareersPage {...loaderData} apply={<ApplyForm position={null} />} />;
}
