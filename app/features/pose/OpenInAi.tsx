import { useId, useState } from "react";
import { aiAppLinkOf } from "../../../contract/app-links.ts";
import { platformOf } from "../../../contract/download.ts";
import { useMessages } from "../../lib/i18n.tsx";
import type { Editor } from "./use-editor.ts";

/**
 * "Open in Inkdoll AI": the scene as a share link, handed to the AI app's 3D mode by its app link
 * on the AI sub-site. A phone follows the link (the installed app opens it; without the app the
 * sub-site sends the browser to the download page's AI card); a computer shows it as a QR code,
 * to carry on on the phone.
 */
export function OpenInAi({ editor, aiSite }: { editor: Editor; aiSite: string }) {
  const p = useMessages().poseEditor;
  const linkId = useId();
  const [desk, setDesk] = useState<{ link: string; qr: string } | null>(null);

  async function open() {
    const path = editor.sharePath();
    if (!path) return;
    const link = aiAppLinkOf(aiSite, path);
    if (platformOf(navigator.userAgent) !== "desktop") {
      window.location.assign(link);
      return;
    }
    const QRCode = await import("qrcode");
    const svg = await QRCode.toString(link, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
    setDesk({ link, qr: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
  }

  return (
    <div className="grid gap-3" data-testid="open-in-ai">
      <p>
        <button type="button" className="btn btn-secondary" onClick={open} disabled={editor.busy}>
          {p.openInAi}
        </button>
      </p>
      {desk ? (
        <div className="grid gap-2">
          <img
            src={desk.qr}
            alt={p.openInAiQr}
            width={160}
            height={160}
            className="rounded-md border-2 border-fg bg-white p-1"
          />
          <p className="text-sm">{p.openInAiScan}</p>
          <label htmlFor={linkId} className="text-sm font-semibold">
            {p.openInAiLink}
          </label>
          <input
            id={linkId}
            readOnly
            value={desk.link}
            onFocus={(event) => event.currentTarget.select()}
            className="field-input min-h-10 font-mono text-xs"
            data-testid="ai-link"
          />
        </div>
      ) : null}
    </div>
  );
}
