/**
 * The mode-family switch of records, leaders and form: battle royale or clash squad (with bomb squad), never
 * both (docs/statistics.md "Mode families"). A group of radio buttons: Tab reaches it, the arrow keys move
 * between the two, and a screen reader names the group and the choice.
 */
import { MODE_FAMILY_IDS, type ModeFamily } from "@match-stats/stats";
import { useEffect, useId, useRef } from "react";
import { useT } from "../../i18n/i18n.ts";
import "./mode-family.css";

interface ModeFamilySwitchProps {
  readonly value: ModeFamily;
  readonly onChange: (family: ModeFamily) => void;
}

/**
 * Set by a choice until the focus moves on: a choice can draw the switch again (/leaders opens the new
 * address, a chart of too few matches is drawn as a note), and the new switch takes the focus back, so the
 * arrow keys go on where they were.
 */
let choiceFocused = false;

export function ModeFamilySwitch({ value, onChange }: ModeFamilySwitchProps) {
  const { t } = useT();
  const name = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (!choiceFocused || (document.activeElement !== null && document.activeElement !== document.body))
      return;
    choiceFocused = false;
    group.current?.querySelector<HTMLInputElement>("input:checked")?.focus();
  }, []);
  return (
    <fieldset
      className="mode-family"
      ref={group}
      onBlur={(event) => {
        if (event.relatedTarget !== null) choiceFocused = false;
      }}
    >
      <legend>{t("modes.family")}</legend>
      <div className="mode-family-options">
        {MODE_FAMILY_IDS.map((family) => (
          <label key={family} className="mode-family-option">
            <input
              type="radio"
              name={name}
              value={family}
              checked={family === value}
              onChange={() => {
                choiceFocused = true;
                onChange(family);
              }}
            />
            <span>{t(`modes.family.${family}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
