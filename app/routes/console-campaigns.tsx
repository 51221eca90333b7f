import { ConsoleSection } from "../features/console/ConsoleSection.tsx";
import { CampaignsScreen } from "../features/console/campaigns/CampaignsScreen.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/console-campaigns";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "consoleCampaigns");
}

export default function ConsoleCampaigns() {
  return (
    <ConsoleSection page="consoleCampaigns">
      <CampaignsScreen />
    </ConsoleSection>
  );
}
