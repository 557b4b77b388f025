/** A titled block of a screen (an info block, Data Info, a list) with its buttons beside the title. */
import { type ReactNode, useId } from "react";

interface PanelProps {
  readonly title: string;
  /** Buttons on the title line: tabs, refresh, download. */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}

export function Panel({ title, actions, children }: PanelProps) {
  const headingId = useId();
  return (
    <section className="panel" aria-labelledby={headingId}>
      <header className="panel-header">
        <h2 id={headingId}>{title}</h2>
        {actions && <div className="panel-actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
