/** The compare mode's bar (SPEC section 4): how many rows are picked, Confirm once there are two, Cancel. */
import { useId } from "react";
import { COMPARE_LIMIT } from "./use-compare-selection.ts";

interface CompareBarProps {
  readonly count: number;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export function CompareBar({ count, onConfirm, onCancel }: CompareBarProps) {
  const hintId = useId();
  const ready = count === COMPARE_LIMIT;
  return (
    <div className="compare-bar">
      <p id={hintId} className="compare-hint" aria-live="polite">
        {ready
          ? `${COMPARE_LIMIT} rows selected: confirm to compare them`
          : `Select ${COMPARE_LIMIT} rows to compare (${count} of ${COMPARE_LIMIT} selected)`}
      </p>
      <div className="compare-buttons">
        <button
          type="button"
          className="button button-primary"
          disabled={!ready}
          aria-describedby={hintId}
          onClick={onConfirm}
        >
          Confirm
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
