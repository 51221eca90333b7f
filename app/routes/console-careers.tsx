import { ConsoleSection } from "../features/console/ConsoleSection.tsx";
import { CareersScreen } from "../features/console/careers/CareersScreen.tsx";
import { pageMeta } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import type { Route } from "./+types/console-careers";

/** This page's part of the catalogue (ADR 0023). */
export function loader({ request }: Route.LoaderArgs) {
  return pageMessages(request, "console-careers.tsx");
}

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
