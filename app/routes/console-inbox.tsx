import { ConsoleSection } from "../features/console/ConsoleSection.tsx";
import { InboxScreen } from "../features/console/inbox/InboxScreen.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/console-inbox";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "consoleInbox");
}

export default function ConsoleInbox() {
  return (
    <ConsoleSection page="consoleInbox">
      <InboxScreen />
    </ConsoleSection>
  );
}
