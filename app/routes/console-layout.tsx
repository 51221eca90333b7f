import { useRouteLoaderData } from "react-router";
import { ConsoleShell } from "../features/console/ConsoleShell.tsx";
import { loadConsole } from "../features/console/console.server.ts";
import { resolveRequestLocale } from "../lib/locale.server.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import type { RootData } from "../lib/root-data.server.ts";
import type { Route } from "./+types/console-layout";

export async function loader({ request }: Route.LoaderArgs) {
  return {
    ...(await loadConsole(resolveRequestLocale(request))),
    ...pageMessages(request, "console-layout.tsx"),
  };
}

export default function ConsoleLayout() {
  const root = useRouteLoaderData("root") as RootData;
  return <ConsoleShell siteName={root.siteName} />;
}
