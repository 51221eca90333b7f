import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { useMessages } from "../../lib/i18n.tsx";

export const TABS = ["pose", "body", "props", "camera", "light", "export"] as const;
export type Tab = (typeof TABS)[number];

/**
 * The editor's panels as tabs (WAI-ARIA tabs: arrows, Home and End move between them). On a
 * phone they sit in a bottom sheet that a tab press opens and the toggle closes.
 */
export function EditorTabs({
  tab,
  onTab,
  open,
  onOpen,
  title,
  children,
}: {
  tab: Tab;
  onTab: (tab: Tab) => void;
  /** Whether the phone's sheet shows the panel (wide screens always do). */
  open: boolean;
  onOpen: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
}) {
  const p = useMessages().poseEditor;
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const labels: Record<Tab, string> = {
    pose: p.tabPose,
    body: p.tabBody,
    props: p.tabProps,
    camera: p.tabCamera,
    light: p.tabLight,
    export: p.tabExport,
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(tab);
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % TABS.length
        : event.key === "ArrowLeft"
          ? (index + TABS.length - 1) % TABS.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? TABS.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    onTab(TABS[next] as Tab);
    tabs.current[next]?.focus();
  };
  return (
    <>
      <div className="flex items-center justify-between gap-3 px-4 pt-3">
        {title}
        <button
          type="button"
          className="btn btn-secondary min-h-11 shrink-0 px-3 py-1 text-sm lg:hidden"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => onOpen(!open)}
        >
          <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true" focusable="false">
            <path
              d={open ? "m6 9 6 6 6-6" : "m6 15 6-6 6 6"}
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {open ? p.hideControls : p.showControls}
        </button>
      </div>
      <div
        role="tablist"
        aria-label={p.panels}
        onKeyDown={onKeyDown}
        className="flex flex-wrap border-b-2 border-line px-2 pt-2 sm:gap-1 sm:px-3"
      >
        {TABS.map((key, index) => (
          <button
            key={key}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${key}`}
            aria-selected={key === tab}
            aria-controls={`${id}-panel`}
            tabIndex={key === tab ? 0 : -1}
            onClick={() => {
              onTab(key);
              onOpen(true);
            }}
            className="-mb-0.5 min-h-11 min-w-11 whitespace-nowrap border-b-4 border-transparent px-2 py-2 text-sm font-bold aria-selected:border-accent min-[375px]:px-3 lg:px-2"
          >
            {labels[key]}
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-${tab}`}
        className={`${open ? "block" : "hidden"} max-h-[45dvh] min-h-0 overflow-y-auto p-4 lg:block lg:max-h-none lg:flex-1`}
      >
        {children}
      </div>
    </>
  );
}
