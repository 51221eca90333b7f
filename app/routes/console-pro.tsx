import { ConsoleSection } from "../features/console/ConsoleSection.tsx";
import { ProPrices } from "../features/console/pro/ProPrices.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/console-pro";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "consolePro");
}

export default function ConsolePro() {
  return (
    <ConsoleSection page="consolePro">
      <ProPrices />
    </ConsoleSection>
  );
}
