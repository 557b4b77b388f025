/**
 * The mode-family switch of records, leaders and form: battle royale or clash squad (with bomb squad), never
 * both (docs/statistics.md "Mode families"). A group of radio buttons: Tab reaches it, the arrow keys move
 * between the two, and a screen reader names the group and the choice.
 */
import { MODE_FAMILY_IDS, type ModeFamily } from "@match-stats/stats";
import { useId } from "react";
import { useT } from "../../i18n/i18n.ts";
import "./mode-family.css";

interface ModeFamilySwitchProps {
  readonly value: ModeFamily;
  readonly onChange: (family: ModeFamily) => void;
}

export function ModeFamilySwitch({ value, onChange }: ModeFamilySwitchProps) {
  const { t } = useT();
  const name = useId();
  return (
    <fieldset className="mode-family">
      <legend>{t("modes.family")}</legend>
      <div className="mode-family-options">
        {MODE_FAMILY_IDS.map((family) => (
          <label key={family} className="mode-family-option">
            <input
              type="radio"
              name={name}
              value={family}
              checked={family === value}
              onChange={() => onChange(family)}
            />
            <span>{t(`modes.family.${family}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
