import { ConsoleSection } from "../features/console/ConsoleSection.tsx";
import { ConfigEditor } from "../features/console/config/ConfigEditor.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/console-config";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "consoleConfig");
}

export default function ConsoleConfig() {
  return (
    <ConsoleSection page="consoleConfig">
      <ConfigEditor />
    </ConsoleSection>
  );
}
