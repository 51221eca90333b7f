import { ConsoleSection } from "../features/console/ConsoleSection.tsx";
import { ReleasesScreen } from "../features/console/releases/ReleasesScreen.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/console-releases";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "consoleReleases");
}

export default function ConsoleReleases() {
  return (
    <ConsoleSection page="consoleReleases">
      <ReleasesScreen />
    </ConsoleSection>
  );
}
