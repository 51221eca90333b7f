import { useRouteLoaderData } from "react-router";
import { ConsoleShell } from "../features/console/ConsoleShell.tsx";
import { loadConsole } from "../features/console/console.server.ts";
import { resolveRequestLocale } from "../lib/locale.server.ts";
import type { RootData } from "../lib/root-data.server.ts";
import type { Route } from "./+types/console-layout";

export function loader({ request }: Route.LoaderArgs) {
  return loadConsole(resolveRequestLocale(request));
}

export default function ConsoleLayout() {
  const root = useRouteLoaderData("root") as RootData;
  return <ConsoleShell siteName={root.siteName} />;
}
