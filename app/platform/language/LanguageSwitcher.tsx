import { type ChangeEvent, useId } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { isUiLocale, LANGUAGE_NAMES, UI_LOCALES } from "../../../contract/language.ts";
import { useLocale, useMessages } from "../../lib/i18n.tsx";
import { switchLanguage } from "./language.ts";

/** Native select: keyboard and screen-reader friendly everywhere, names in their own script. */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const id = useId();
  const locale = useLocale();
  const m = useMessages();
  const revalidator = useRevalidator();
  const location = useLocation();
  const navigate = useNavigate();
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isUiLocale(next)) return;
    switchLanguage(next);
    // An address that names a language (`?lang=`) would keep it: name the new one instead.
    const params = new URLSearchParams(location.search);
    if (params.has("lang")) {
      params.set("lang", next);
      navigate(`${location.pathname}?${params}${location.hash}`, { replace: true });
      return;
    }
    revalidator.revalidate();
  };
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {m.websiteHeader.language}
      </label>
      <svg viewBox="0 0 24 24" className="h-5 w-5 shrink-0" aria-hidden="true">
        <path
          d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 0c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9m0-18C9.5 5.4 8.2 8.4 8.2 12s1.3 6.6 3.8 9M3.5 9h17M3.5 15h17"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      <select
        id={id}
        value={locale}
        onChange={onChange}
        className="min-h-11 rounded-full border-2 border-fg bg-raised px-3 py-1 text-sm font-semibold"
      >
        {UI_LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
