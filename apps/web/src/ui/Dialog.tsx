/**
 * A modal dialog (docs/spec.md section 4): the mask fades in, then the box expands. Escape or the close button
 * closes it; its content unmounts on close, so inner tabs start again from the first one; focus goes back
 * to where it was.
 */
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from "react";
import { track } from "../analytics/track.ts";
import "./dialog.css";
import { useT } from "../i18n/i18n.ts";
import { IconButton } from "./IconButton.tsx";
import { CloseIcon } from "./icons.tsx";

interface DialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: string;
  /** Buttons beside the title (refresh, download). */
  readonly actions?: ReactNode;
  readonly wide?: boolean;
  readonly children: ReactNode;
}

export function Dialog({ open, ...rest }: DialogProps) {
  return open ? <OpenDialog {...rest} /> : null;
}

function OpenDialog({ onClose, title, actions, wide = false, children }: Omit<DialogProps, "open">) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useT();
  const close = useRef(onClose);
  close.current = onClose;
  // Reported once per opening, under the title it opened with (its accessible name).
  const openedAs = useRef(title);
  useEffect(() => {
    track({ name: "dialog_open", title: openedAs.current });
  }, []);

  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      // A modal dialog that is still open refuses focus outside it: close it first.
      dialog?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape: the browser cancels the dialog; we close it our way so state follows.
    const cancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener("cancel", cancel);
    return () => dialog.removeEventListener("cancel", cancel);
  }, []);

  return (
    <dialog ref={ref} className={`dialog${wide ? " dialog-wide" : ""}`} aria-labelledby={titleId}>
      <div className="dialog-box">
        <header className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          <div className="dialog-actions">
            {actions}
            <IconButton label={t("common.close")} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </div>
        </header>
        <div className="dialog-body">{children}</div>
      </div>
    </dialog>
  );
}
