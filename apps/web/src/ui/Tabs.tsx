/** Tabs (Total and Average, the skill kinds): a tab list moved through with the arrow keys. */
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from "react";

export interface TabItem<T extends string> {
  readonly id: T;
  readonly label: string;
}

interface TabsProps<T extends string> {
  readonly label: string;
  readonly tabs: readonly TabItem<T>[];
  readonly value: T;
  readonly onChange: (value: T) => void;
  /** Prefix of the tab ids, so a panel can name its tab with `aria-labelledby`. */
  readonly idPrefix: string;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

/**
 * The tab an arrow key moved to, until it has focus: a tab kept in the address (the records') remounts the
 * screen with the new address, and the tab list drawn again takes the focus back instead of leaving it on
 * the page's body.
 */
let focusPending: { readonly list: string; readonly tab: string } | undefined;
const FOCUS_PENDING_MS = 1000;

export function Tabs<T extends string>({ label, tabs, value, onChange, idPrefix }: TabsProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A screen drawn again has new ids: the list is known by its name, the tab by its value.
    if (focusPending?.list !== label) return;
    const tab = list.current?.querySelector<HTMLButtonElement>(
      `[data-tab="${CSS.escape(focusPending.tab)}"]`,
    );
    if (tab && document.activeElement !== tab) tab.focus();
  });
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const index = tabs.findIndex((t) => t.id === value);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    const pending = { list: label, tab: next.id };
    focusPending = pending;
    // Long enough for the screen to be drawn again with the new address.
    setTimeout(() => {
      if (focusPending === pending) focusPending = undefined;
    }, FOCUS_PENDING_MS);
    onChange(next.id);
  };
  return (
    <div className="tabs" role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          id={tabId(idPrefix, tab.id)}
          data-tab={tab.id}
          type="button"
          role="tab"
          className="tab"
          aria-selected={tab.id === value}
          aria-controls={panelId(idPrefix)}
          tabIndex={tab.id === value ? 0 : -1}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** The content of the selected tab; `busy` while what it shows is still loading. */
export function TabPanel({
  idPrefix,
  value,
  busy = false,
  children,
}: {
  idPrefix: string;
  value: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix)}
      aria-labelledby={tabId(idPrefix, value)}
      aria-busy={busy}
      className="tab-panel"
    >
      {children}
    </div>
  );
}
