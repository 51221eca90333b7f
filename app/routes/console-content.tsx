import { ConsoleSection } from "../features/console/ConsoleSection.tsx";
import { ConsoleContent as ContentScreens } from "../features/console/content/ConsoleContent.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/console-content";

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
