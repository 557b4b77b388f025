/** Tabs (Total and Average, the skill kinds): a tab list moved through with the arrow keys. */
import { type KeyboardEvent, type ReactNode, useRef } from "react";

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

export function Tabs<T extends string>({ label, tabs, value, onChange, idPrefix }: TabsProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const index = tabs.findIndex((t) => t.id === value);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.id);
    list.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(idPrefix, next.id))}`)?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          id={tabId(idPrefix, tab.id)}
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
