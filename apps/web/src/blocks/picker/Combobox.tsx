/**
 * A text box that suggests names as it is typed (the ARIA combobox pattern, list autocomplete): the
 * suggestions, grouped per kind, are a listbox the arrows walk while focus stays in the box, Enter takes the
 * one walked to, Escape closes the list; a live line says how many there are. What Enter does with no
 * suggestion walked to is the box owner's (the search bar's form searches).
 */
import { type InputHTMLAttributes, type KeyboardEvent, useId, useState } from "react";
import { useT } from "../../i18n/i18n.ts";
import type { NameKind, NameOption } from "./name-options.ts";
import type { Suggestions } from "./use-suggestions.ts";
import "./picker.css";

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "onChange" | "onKeyDown" | "role" | "type" | "id"
>;

interface ComboboxProps {
  readonly id: string;
  readonly text: string;
  readonly onText: (text: string) => void;
  readonly suggestions: Suggestions;
  readonly onPick: (option: NameOption) => void;
  /** Each group's heading; without it the list has one group and no heading. */
  readonly groupLabel?: (kind: NameKind) => string;
  readonly inputProps?: InputProps;
}

export function Combobox({ id, text, onText, suggestions, onPick, groupLabel, inputProps }: ComboboxProps) {
  const { t } = useT();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = suggestions.groups.flatMap((group) => group.options);
  const shown = open && suggestions.asked;
  const optionId = (index: number) => `${listId}-${index}`;
  const pick = (option: NameOption) => {
    setOpen(false);
    setActive(-1);
    onPick(option);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      // -1 is the box itself: the walk goes round through it.
      const stops = options.length + 1;
      setActive((current) => ((current + 1 + step + stops) % stops) - 1);
      return;
    }
    if (event.key === "Escape" && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
      return;
    }
    const chosen = options[active];
    if (event.key === "Enter" && shown && chosen) {
      event.preventDefault();
      pick(chosen);
    }
  };
  let index = -1;
  return (
    <div className="combobox">
      <input
        {...inputProps}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        {...(shown && options[active] ? { "aria-activedescendant": optionId(active) } : {})}
        value={text}
        onChange={(event) => {
          onText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          setOpen(false);
          inputProps?.onBlur?.(event);
        }}
      />
      <div
        id={listId}
        role="listbox"
        className="combobox-list"
        hidden={!shown}
        aria-label={t("picker.suggestions")}
      >
        {suggestions.groups.map((group) => {
          const headingId = `${listId}-${group.kind}`;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role group, a fieldset holds fields
            <div key={group.kind} role="group" {...(groupLabel ? { "aria-labelledby": headingId } : {})}>
              {groupLabel && (
                <div id={headingId} role="presentation" className="combobox-group">
                  {groupLabel(group.kind)}
                </div>
              )}
              {group.options.map((option) => {
                index += 1;
                const at = index;
                return (
                  // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the box, which walks the options (aria-activedescendant)
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the box's arrows and Enter are the options' keys
                  <div
                    key={`${option.kind}-${option.id}`}
                    id={optionId(at)}
                    role="option"
                    aria-selected={at === active}
                    className="combobox-option"
                    // The box keeps focus: a press would blur it and close the list before the click.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(option)}
                  >
                    <span className="combobox-name">{option.name}</span>
                    <span className="combobox-detail">
                      #{option.id}
                      {option.detail && ` · ${option.detail}`}
                    </span>
                  </div>
                );
              })}
            </div>
          );
        })}
        {shown && options.length === 0 && (
          <div className="combobox-empty" role="presentation">
            {suggestions.loading ? t("common.loading") : t("common.noData")}
          </div>
        )}
      </div>
      <span className="visually-hidden" aria-live="polite">
        {shown && !suggestions.loading ? t("picker.count", { count: options.length }) : ""}
      </span>
    </div>
  );
}
