import { ConsoleHome } from "../features/console/ConsoleHome.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/console-home";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "console");
}

export default ConsoleHome;
