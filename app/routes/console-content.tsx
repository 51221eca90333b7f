import { ConsoleSection } from "../features/console/ConsoleSection.tsx";
import { ConsoleContent as ContentScreens } from "../features/console/content/ConsoleContent.tsx";
import { pageMeta } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import type { Route } from "./+types/console-content";

/** This page's part of the catalogue (ADR 0023). */
export function loader({ request }: Route.LoaderArgs) {
  return pageMessages(request, "console-content.tsx");
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "consoleContent");
}

export default function ConsoleContent() {
  return (
    <ConsoleSection page="consoleContent">
      <ContentScreens />
    </ConsoleSection>
  );
}
