import { lazy } from "react";
import { PoseEditor } from "../features/pose/PoseEditor.tsx";
import { loadPose } from "../features/pose/pose.server.ts";
import { appContext } from "../lib/context.ts";
import { resolveRequestLocale } from "../lib/locale.server.ts";
import { pageMeta, rootDataOf } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import type { Route } from "./+types/pose";

export { RouteError as ErrorBoundary } from "../components/RouteError.tsx";

// The save dialog brings the embedded log-in with it: loaded when the Export tab opens, not in
// /pose's first load (ADR 0014's budget).
const SaveToGallery = lazy(() =>
  import("../features/gallery/SaveToGallery.tsx").then((module) => ({
    default: module.SaveToGallery,
  })),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...(await loadPose(context.get(appContext), resolveRequestLocale(request))),
    ...pageMessages(request, "pose.tsx"),
  };
}

export function meta(args: Route.MetaArgs) {
  // A shared scene (`?s=`) is the same page: the canonical address leaves it out.
  const params = new URLSearchParams(args.location.search);
  params.delete("s");
  const search = params.toString() ? `?${params}` : "";
  return pageMeta(
    { ...args, location: { ...args.location, search } },
    "pose",
    (m) => m.poseEditor.lead,
  );
}

export default function Pose({ loaderData, matches }: Route.ComponentProps) {
  const shell = rootDataOf(matches)?.shell;
  // "Open in Inkdoll AI" is offered once the apps' links are configured (issue 31's `app.links`).
  const aiSite = shell?.appLinks && shell.subsites ? shell.subsites.ai : null;
  return <PoseEditor {...loaderData} saveForm={SaveToGallery} aiSite={aiSite} />;
}
