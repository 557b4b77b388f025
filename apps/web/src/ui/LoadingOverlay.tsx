/** The loading overlay (SPEC section 4): shown while requests run, hidden 800 ms after the last ends. */
import { useSyncExternalStore } from "react";
import { activity } from "../api/activity.ts";
import { useT } from "../i18n/i18n.ts";

export function LoadingOverlay() {
  const busy = useSyncExternalStore(activity.subscribe, activity.isBusy);
  const { t } = useT();
  return (
    <div
      className={`loading-overlay${busy ? " is-busy" : ""}`}
      aria-hidden={!busy}
      data-testid="loading-overlay"
    >
      {busy && (
        <div className="loading-spinner" role="status">
          <span className="visually-hidden">{t("common.busy")}</span>
        </div>
      )}
    </div>
  );
}
