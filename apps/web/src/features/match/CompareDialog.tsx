/**
 * The compare dialog (docs/spec.md section 4): the two rows side by side, and for each compare field of the mode
 * and each of their top weapons, a bar per side filled to its share of the two together. Each side's
 * weapons are loaded whole, so a weapon among one side's top shows the other side's kills with it too.
 */
import {
  COMPARE,
  type Column,
  type CsvRow,
  compareLines,
  type WeaponKills,
  weaponLines,
} from "@match-stats/stats";
import type { WeaponAnswer } from "../../api/calls/weapon.ts";
import { type Lookup, useLoaded } from "../../api/query.ts";
import { CompareLines } from "../../blocks/compare/CompareLines.tsx";
import { useT } from "../../i18n/i18n.ts";
import { Dialog } from "../../ui/Dialog.tsx";

/** A row to compare, with what it is called. */
export interface CompareSide {
  readonly name: string;
  /** The player's team, under a player's name. */
  readonly detail?: string;
  readonly row: CsvRow;
  /** Every weapon the side used in the matches shown. */
  readonly weapons: Lookup<WeaponAnswer, readonly WeaponKills[]>;
}

interface CompareDialogProps {
  readonly sides: readonly [CompareSide, CompareSide] | null;
  readonly onClose: () => void;
  /** The COMPARE columns the mode shows. */
  readonly columns: readonly Column[];
}

export function CompareDialog({ sides, onClose, columns }: CompareDialogProps) {
  const { label } = useT();
  return (
    <Dialog open={sides !== null} onClose={onClose} title={label(COMPARE.title)}>
      {sides && <Comparison sides={sides} columns={columns} />}
    </Dialog>
  );
}

function Comparison({
  sides,
  columns,
}: {
  sides: readonly [CompareSide, CompareSide];
  columns: readonly Column[];
}) {
  const { t } = useT();
  const [a, b] = sides;
  const names = [a.name, b.name] as const;
  // The dialog mounts when it opens: the sides' weapons are asked for then (shared within the minute).
  const weaponsA = useLoaded(a.weapons);
  const weaponsB = useLoaded(b.weapons);
  const weapons = {
    data: weaponsA.data && weaponsB.data && ([weaponsA.data, weaponsB.data] as const),
    loading: weaponsA.loading || weaponsB.loading,
  };
  return (
    <div className="compare">
      <div className="compare-sides">
        <SideName side={a} className="compare-side-a" />
        <span className="compare-vs" aria-hidden="true">
          VS
        </span>
        <SideName side={b} className="compare-side-b" />
      </div>
      <CompareLines
        title={t("compare.stats")}
        lines={compareLines(columns, a.row, b.row)}
        names={names}
        emptyText={t("common.noData")}
      />
      <CompareLines
        title={t("compare.weapons")}
        lines={weapons.data ? weaponLines(...weapons.data) : []}
        names={names}
        emptyText={
          weapons.loading
            ? t("common.loading")
            : weapons.data
              ? t("common.noData")
              : t("compare.weaponsFailed")
        }
      />
    </div>
  );
}

function SideName({ side, className }: { side: CompareSide; className: string }) {
  return (
    <p className={`compare-side ${className}`}>
      <strong>{side.name}</strong>
      {side.detail && <span className="compare-side-detail">{side.detail}</span>}
    </p>
  );
}
