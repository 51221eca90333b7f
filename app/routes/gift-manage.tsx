import { PagePlaceholder } from "../components/PagePlaceholder.tsx";
import { useMessages } from "../lib/i18n.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/gift-manage";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "giftManage");
}

export default function GiftManage() {
  const m = useMessages();
  return <PagePlaceholder title={m.pageTitle.giftManage} lead={m.giftPage.notReady} />;
}
