import { ConsoleSection } from "../features/console/ConsoleSection.tsx";
import { StaffPage } from "../features/console/staff/StaffPage.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/console-staff";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "consoleStaff");
}

export default function ConsoleStaff() {
  return (
    <ConsoleSection page="consoleStaff">
      <StaffPage />
    </ConsoleSection>
  );
}
