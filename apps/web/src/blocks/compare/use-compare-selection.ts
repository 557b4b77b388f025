/**
 * Compare mode (docs/spec.md sections 4 and 5): entered with the VS button; rows are picked by key, at most two
 * (a third is refused with a hint); picking a row again lets it go; Cancel clears and leaves. A selection
 * belongs to the table it was made in: another table (Team or Player, another match or view) starts empty.
 */
import { useState } from "react";
import { t } from "../../i18n/i18n.ts";
import { showToast } from "../../ui/toasts.ts";

/** Rows a comparison takes (docs/spec.md section 9). */
export const COMPARE_LIMIT = 2;

export interface CompareSelection {
  readonly active: boolean;
  /** Keys of the rows picked in the table shown, in the order picked. */
  readonly keys: readonly string[];
  readonly enter: () => void;
  readonly toggle: (key: string) => void;
  readonly cancel: () => void;
}

/** `table` names the table shown; a selection made in another one does not count. */
export function useCompareSelection(table: string): CompareSelection {
  const [active, setActive] = useState(false);
  const [picked, setPicked] = useState<{ table: string; keys: readonly string[] }>({ table, keys: [] });
  const keys = picked.table === table ? picked.keys : [];

  const toggle = (key: string) => {
    if (keys.includes(key)) {
      setPicked({ table, keys: keys.filter((k) => k !== key) });
    } else if (keys.length >= COMPARE_LIMIT) {
      showToast(t("compare.tooMany", { limit: COMPARE_LIMIT }));
    } else {
      setPicked({ table, keys: [...keys, key] });
    }
  };

  return {
    active,
    keys,
    enter: () => setActive(true),
    toggle,
    cancel: () => {
      setActive(false);
      setPicked({ table, keys: [] });
    },
  };
}
