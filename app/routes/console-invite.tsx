import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/console-invite";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "consoleInvite");
}

export default function ConsoleInvite() {
  return null;
}
