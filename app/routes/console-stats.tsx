import { ConsoleSection } from "../features/console/ConsoleSection.tsx";
import { StatsDashboard } from "../features/console/stats/StatsDashboard.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/console-stats";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "consoleStats");
}

export default function ConsoleStats() {
  return (
    <ConsoleSection page="consoleStats">
      <StatsDashboard />
    </ConsoleSection>
  );
}
