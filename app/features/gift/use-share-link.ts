import { useEffect, useId, useState } from "react";
import { type GiftView, giftLink } from "../../../contract/gift.ts";
import { format, useMessages } from "../../lib/i18n.tsx";
import { withoutPhraseMarks } from "../../lib/phrases.ts";
import { useRootData } from "../../lib/root-data.ts";
import { showToast } from "../../lib/toast.ts";
import { useBenefitText } from "./GiftCard.tsx";

/**
 * A sent gift's link and the ways to pass it on: copy (selecting the text when the clipboard
 * refuses), the system share sheet where there is one, and a QR code loaded on demand.
 */
export function useShareLink(gift: Pick<GiftView, "code" | "benefit">) {
  const m = useMessages();
  const root = useRootData();
  const benefitText = useBenefitText();
  const linkId = useId();
  const [qr, setQr] = useState<string | null>(null);
  const [canShare, setCanShare] = useState(false);
  const link = giftLink(root?.origin ?? "", gift.code);

  useEffect(() => setCanShare(typeof navigator.share === "function"), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      showToast(m.giftPage.copied, { icon: "success" });
    } catch {
      const input = document.getElementById(linkId) as HTMLInputElement | null;
      input?.focus();
      input?.select();
      showToast(m.giftPage.copyFailed, { icon: "error" });
    }
  }

  async function share() {
    const text = withoutPhraseMarks(
      format(m.giftPage.shareText, {
        benefit: benefitText(gift.benefit),
        site: root?.siteName ?? "",
      }),
    );
    await navigator.share({ title: text, text, url: link }).catch(() => {});
  }

  async function toggleQr() {
    if (qr) return setQr(null);
    const QRCode = await import("qrcode");
    const svg = await QRCode.toString(link, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
    setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
  }

  return { link, linkId, canShare, copy, share, qr, toggleQr };
}
