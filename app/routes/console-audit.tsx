import { AuditPage } from "../features/console/audit/AuditPage.tsx";
import { ConsoleSection } from "../features/console/ConsoleSection.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/console-audit";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "consoleAudit");
}

export default function ConsoleAudit() {
  return (
    <ConsoleSection page="consoleAudit">
      <AuditPage />
    </ConsoleSection>
  );
}
