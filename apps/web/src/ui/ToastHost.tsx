/**
 * Where toasts show: answers' messages at the top, the red error toast centred; each can be closed. The
 * host is a manual popover raised again with every toast, so it sits above an open modal dialog (the top
 * layer) instead of hidden behind it.
 */
import { useLayoutEffect, useRef } from "react";
import { useT } from "../i18n/i18n.ts";
import { IconButton } from "./IconButton.tsx";
import { CloseIcon } from "./icons.tsx";
import { useStore } from "./store.ts";
import { dismissToast, toasts as shownToasts } from "./toasts.ts";
import "./toasts.css";

export function ToastHost() {
  const toasts = useStore(shownToasts);
  const host = useRef<HTMLDivElement>(null);
  const { t } = useT();

  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    if (element.matches(":popover-open")) element.hidePopover();
    if (toasts.length > 0) element.showPopover();
  }, [toasts]);

  return (
    <div ref={host} popover="manual" className="toast-host" aria-live="assertive">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.kind}`}
          role={toast.kind === "error" ? "alert" : "status"}
        >
          <div className="toast-text">
            {toast.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          <IconButton
            label={t("common.dismiss")}
            className="toast-close"
            onClick={() => dismissToast(toast.id)}
          >
            <CloseIcon />
          </IconButton>
        </div>
      ))}
    </div>
  );
}
