import { useRouteLoaderData } from "react-router";
import type { StaffMe } from "../../../contract/permissions.ts";
import { api } from "../../lib/api-client.ts";
import { useResource } from "../../lib/use-resource.ts";
import type { ConsoleMessages } from "../../locales/console/en-US.ts";

/** The console layout's loader data (app/routes/console-layout.tsx). */
export type ConsoleLayoutData = { messages: ConsoleMessages };

/** The console's catalogue, in the operator's language; only console pages can call this. */
export function useConsoleMessages(): ConsoleMessages {
  const data = useRouteLoaderData("console") as ConsoleLayoutData | undefined;
  if (!data) throw new Error("useConsoleMessages outside the console layout");
  return data.messages;
}

const loadMe = () => api.get<StaffMe>("/admin/me");

/** The operator's role and permissions (GET /api/admin/me), for the logged-in user `userId`. */
export function useStaffMe(userId: number | null) {
  return useResource(loadMe, userId);
}
