import { ConsoleSection } from "../features/console/ConsoleSection.tsx";
import { WorksQueue } from "../features/console/works/WorksQueue.tsx";
import { WorkTags } from "../features/console/works/WorkTags.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/console-works";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "consoleWorks");
}

export default function ConsoleWorks() {
  return (
    <ConsoleSection page="consoleWorks">
      <WorksQueue />
      <div className="mt-12">
        <WorkTags />
      </div>
    </ConsoleSection>
  );
}
