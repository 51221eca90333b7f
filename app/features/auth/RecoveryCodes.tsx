import { useEffect, useState } from "react";
import { format, useMessages } from "../../lib/i18n.tsx";
import { copyText, StageHeading } from "./two-factor-form.tsx";

/** Recovery codes, shown once after enrolment or renewal: copy, download, then done. */
export function RecoveryCodes({
  codes,
  email,
  onDone,
}: {
  codes: string[];
  email: string;
  onDone: () => void;
}) {
  const m = useMessages();
  const t = m.twoFactor;
  const [link, setLink] = useState<string | null>(null);
  const text = `${format(t.codesFileHeader, { email })}\n\n${codes.join("\n")}\n`;

  // A blob address for the download; it goes when the codes leave the screen.
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    setLink(url);
    return () => URL.revokeObjectURL(url);
  }, [text]);

  return (
    <div className="mt-5 grid gap-4">
      <StageHeading>{t.codesTitle}</StageHeading>
      <p>{t.codesLead}</p>
      <ol
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border-2 border-line p-4 text-base"
        data-recovery-codes
      >
        {codes.map((code) => (
          // On the element itself: the CJK font rules match every element, not just the list.
          <li key={code} className="font-mono">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => copyText(codes.join("\n"), t)}
        >
          {t.copyCodes}
        </button>
        {link ? (
          <a className="btn btn-secondary" href={link} download={t.codesFileName}>
            {t.downloadCodes}
          </a>
        ) : null}
        <button type="button" className="btn btn-primary" onClick={onDone}>
          {t.codesSaved}
        </button>
      </div>
    </div>
  );
}
