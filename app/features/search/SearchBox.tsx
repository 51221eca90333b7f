import { useId } from "react";
import { useMessages } from "../../lib/i18n.tsx";
import { showToast } from "../../lib/toast.ts";

/** Spec §2: a real search field whose tip says search is being upgraded; it never navigates. */
export function SearchBox() {
  const m = useMessages();
  const id = useId();
  return (
    <search className="block w-full max-w-xl">
      {/* method="dialog" outside a dialog submits nowhere: before hydration, too, it stays put. */}
      <form
        method="dialog"
        className="flex items-stretch gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          showToast(m.websiteIndex.searchTip, { icon: "info" });
        }}
      >
        <label htmlFor={id} className="sr-only">
          {m.websiteIndex.searchLabel}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          placeholder={m.websiteIndex.searchPlaceholder}
          title={m.websiteIndex.searchTip}
          aria-describedby={`${id}-tip`}
          className="min-h-12 min-w-0 flex-1 rounded-full border-2 border-fg bg-raised px-5 text-base"
        />
        <button type="submit" className="btn btn-primary">
          {m.websiteIndex.searchSubmit}
        </button>
        <span id={`${id}-tip`} className="sr-only">
          {m.websiteIndex.searchTip}
        </span>
      </form>
    </search>
  );
}
