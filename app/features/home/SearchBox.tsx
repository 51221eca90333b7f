import { SearchCombobox } from "../../components/SearchCombobox.tsx";
import { useMessages } from "../../lib/i18n.tsx";

/**
 * The home page's search box (spec §2): goes to the results page, /search?q=, with suggestions
 * as the visitor types. The spec's "search is being upgraded" tip is retired (README).
 */
export function SearchBox() {
  const m = useMessages();
  return (
    <SearchCombobox
      className="block w-full max-w-xl"
      label={m.websiteIndex.searchLabel}
      placeholder={m.websiteIndex.searchPlaceholder}
      submitLabel={m.websiteIndex.searchSubmit}
      inputClassName="min-h-12 min-w-0 flex-1 rounded-full border-2 border-fg bg-raised px-5 text-base"
    />
  );
}
