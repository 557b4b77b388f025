/** Where toasts show: answers' messages at the top, the red error toast centred; each can be closed. */
import { useSyncExternalStore } from "react";
import { IconButton } from "./IconButton.tsx";
import { CloseIcon } from "./icons.tsx";
import { currentToasts, dismissToast, subscribeToasts } from "./toasts.ts";
import "./toasts.css";

export function ToastHost() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts);
  return (
    <div className="toast-host" aria-live="assertive">
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
          <IconButton label="Dismiss" className="toast-close" onClick={() => dismissToast(toast.id)}>
            <CloseIcon />
          </IconButton>
        </div>
      ))}
    </div>
  );
}
