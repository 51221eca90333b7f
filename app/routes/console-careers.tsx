import { ConsoleSection } from "../features/console/ConsoleSection.tsx";
import { CareersScreen } from "../features/console/careers/CareersScreen.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/console-careers";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "consoleCareers");
}

export default function ConsoleCareers() {
  return (
    <ConsoleSection page="consoleCareers">
      <CareersScreen />
    </ConsoleSection>
  );
}
