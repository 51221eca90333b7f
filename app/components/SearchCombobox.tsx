import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Form, useNavigate } from "react-router";
import { SEARCH_LIMITS, type SearchSuggestion } from "../../contract/search.ts";
import { dataOf } from "../lib/envelope.ts";
import { useMessages } from "../lib/i18n.tsx";
import { suggest } from "./search-api.ts";

/** Quiet time after the last keystroke before suggestions are asked for. */
const DEBOUNCE_MS = 150;

type Props = {
  label: string;
  placeholder: string;
  /** Shown as a visible button (the home box); the header field submits with Enter only. */
  submitLabel?: string;
  initial?: string;
  inputClassName: string;
  className?: string;
};

/**
 * A search field that is a plain GET form to /search (it works before and without JavaScript)
 * and, once hydrated, an ARIA 1.2 combobox: from two characters it lists up to six page titles
 * (debounced, the previous request aborted); Up/Down move through them, Enter opens the chosen
 * one or, with none chosen, the results page; Escape closes the list, then clears the field.
 */
export function SearchCombobox({
  label,
  placeholder,
  submitLabel,
  initial = "",
  inputClassName,
  className,
}: Props) {
  const m = useMessages();
  const id = useId();
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [items, setItems] = useState<SearchSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  // The chosen option is held by its address, not its place: a list refreshed by a slow answer
  // keeps the choice when the page is still in it, instead of dropping it under the visitor's key.
  const [activeUrl, setActiveUrl] = useState<string | null>(null);
  const active = activeUrl === null ? -1 : items.findIndex((item) => item.url === activeUrl);
  const typed = useRef(false);

  useEffect(() => {
    const query = value.trim();
    if (!typed.current || query.length < SEARCH_LIMITS.suggestMin) {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await suggest(query, controller.signal);
        const data = dataOf(response);
        const list = Array.isArray(data) ? data : [];
        setItems(list);
        setOpen(list.length > 0);
      } catch {
        // Aborted by the next keystroke, or offline: the form still submits to the results page.
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);

  const expanded = open && items.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  function choose(item: SearchSuggestion) {
    setOpen(false);
    navigate(item.url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!items.length) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setOpen(true);
      // Cycles through the options and back to the field itself (-1), as listboxes do.
      const slots = items.length + 1;
      const next = ((((active + 1 + step) % slots) + slots) % slots) - 1;
      setActiveUrl(items[next]?.url ?? null);
      return;
    }
    if (event.key === "Enter" && expanded && active >= 0 && active < items.length) {
      event.preventDefault();
      const item = items[active];
      if (item) choose(item);
      return;
    }
    if (event.key === "Escape") {
      // Handled here, it must not also close the menu panel around the field (useDisclosure
      // listens on document, where React itself listens: hence the immediate stop).
      if (expanded) {
        event.preventDefault();
        event.nativeEvent.stopImmediatePropagation();
        setOpen(false);
        setActiveUrl(null);
      } else if (value) {
        event.preventDefault();
        event.nativeEvent.stopImmediatePropagation();
        setValue("");
      }
    }
  }

  return (
    <search className={className}>
      <Form method="get" action="/search" className="relative flex items-stretch gap-2">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={
            expanded && active >= 0 && active < items.length ? optionId(active) : undefined
          }
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_LIMITS.queryMax}
          required
          value={value}
          placeholder={placeholder}
          onChange={(event) => {
            typed.current = true;
            setActiveUrl(null);
            setValue(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(items.length > 0)}
          className={inputClassName}
        />
        {submitLabel ? (
          <button type="submit" className="btn btn-primary">
            {submitLabel}
          </button>
        ) : null}
        <div
          id={listId}
          role="listbox"
          aria-label={m.searchPage.suggestions}
          hidden={!expanded}
          className="absolute left-0 right-0 top-full z-50 mt-1 overflow-hidden rounded-md border-2 border-fg bg-raised text-left shadow-lg"
        >
          {items.map((item, index) => (
            <div
              key={item.url}
              // Focus stays in the field (aria-activedescendant); options are reached from it.
              tabIndex={-1}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Chosen on mouse down: a click would first blur the field and close the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(item);
              }}
              className={`cursor-pointer px-4 py-2 text-sm ${index === active ? "bg-fg text-on-fg" : "hover:bg-line/60"}`}
            >
              <span className="block truncate font-semibold">{item.title}</span>
              <span className={`block text-xs ${index === active ? "" : "text-muted"}`}>
                {m.searchPage.types[item.type]}
              </span>
            </div>
          ))}
        </div>
      </Form>
    </search>
  );
}
