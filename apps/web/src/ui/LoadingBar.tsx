/**
 * The loading indicator (docs/spec.md section 4's overlay): a bar along the top edge, shown while requests
 * run and hidden 800 ms after the last ends (activity.ts). It covers nothing, so what has arrived reads at
 * full brightness while the rest loads.
 */
import { activity } from "../api/activity.ts";
import { useT } from "../i18n/i18n.ts";
import { useStore } from "./store.ts";

export function LoadingBar() {
  const busy = useStore(activity);
  const { t } = useT();
  return (
    <div className={`loading-bar${busy ? " is-busy" : ""}`} aria-hidden={!busy} data-testid="loading-bar">
      {busy && (
        <div className="loading-bar-run" role="status">
          <span className="visually-hidden">{t("common.busy")}</span>
        </div>
      )}
    </div>
  );
}
