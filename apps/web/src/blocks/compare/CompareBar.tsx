/** The compare mode's bar (docs/spec.md section 4): how many rows are picked, Confirm once there are two, Cancel. */
import { useId } from "react";
import { useT } from "../../i18n/i18n.ts";
import { COMPARE_LIMIT } from "./use-compare-selection.ts";
import "./compare-lines.css";

interface CompareBarProps {
  readonly count: number;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export function CompareBar({ count, onConfirm, onCancel }: CompareBarProps) {
  const { t } = useT();
  const hintId = useId();
  const ready = count === COMPARE_LIMIT;
  return (
    <div className="compare-bar">
      <p id={hintId} className="compare-hint" aria-live="polite">
        {ready
          ? t("compare.ready", { limit: COMPARE_LIMIT })
          : t("compare.select", { limit: COMPARE_LIMIT, count })}
      </p>
      <div className="compare-buttons">
        <button
          type="button"
          className="button button-primary"
          disabled={!ready}
          aria-describedby={hintId}
          onClick={onConfirm}
        >
          {t("compare.confirm")}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t("common.cancel")}
        </button>
      </div>
    </div>
  );
}
