import { useRouteLoaderData } from "react-router";
import type { RootData } from "./root-data.server.ts";

/** The root loader's data (language, brand, origin) from any component: the one typed way. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
