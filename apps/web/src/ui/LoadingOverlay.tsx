/** The loading overlay (docs/spec.md section 4): shown while requests run, hidden 800 ms after the last ends (activity.ts). */
import { activity } from "../api/activity.ts";
import { useT } from "../i18n/i18n.ts";
import { useStore } from "./store.ts";

export function LoadingOverlay() {
  const busy = useStore(activity);
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
