import { useId, useState } from "react";
import { Link } from "react-router";
import { useMessages } from "../../lib/i18n.tsx";

export function GiftHome() {
  const m = useMessages();
  const id = useId();
  const [code, setCode] = useState("");
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-20">
      <h1 className="text-4xl font-black leading-tight sm:text-5xl">{m.giftPage.title}</h1>
      <p className="mt-4 text-lg text-muted">{m.giftPage.lead}</p>
      <div className="ink-panel mt-8 p-5">
        <label htmlFor={id} className="block font-bold">
          {m.giftPage.codeLabel}
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {m.giftPage.codeHint}
        </p>
        <input
          id={id}
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          spellCheck={false}
          className="mt-3 min-h-11 w-full rounded-md border-2 border-fg bg-surface px-3 font-mono"
        />
        <p className="mt-4 text-sm font-semibold">{m.giftPage.notReady}</p>
      </div>
      <p className="mt-8">
        <Link to="/download" className="btn btn-primary">
          {m.websiteHeader.download}
        </Link>
      </p>
    </main>
  );
}
