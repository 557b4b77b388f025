/**
 * A season, event, team or player chosen by name: typing suggests the names that match (as the search bar
 * finds them), and the box shows the chosen one's name. An id that does not exist (a link's) is said so.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../i18n/i18n.ts";
import { IconButton } from "../../ui/IconButton.tsx";
import { CloseIcon } from "../../ui/icons.tsx";
import { Combobox } from "./Combobox.tsx";
import { type NameKind, optionOfId } from "./name-options.ts";
import { useSuggestions } from "./use-suggestions.ts";

/** Suggestions a picker lists: enough to find a name among namesakes, few enough to read. */
const PICKER_SIZE = 8;

interface NamePickerProps {
  /** The box's id, for its label's htmlFor. */
  readonly id: string;
  readonly kind: NameKind;
  readonly value: number | undefined;
  /** Undefined when the box is cleared. */
  readonly onChange: (id: number | undefined) => void;
  readonly placeholder: string;
}

/** The chosen id's option: its name, or null for an id that does not exist. */
export function useChosenName(kind: NameKind, id: number | undefined) {
  return useQuery({ ...optionOfId(kind, id ?? -1), enabled: id !== undefined });
}

export function NamePicker({ id, kind, value, onChange, placeholder }: NamePickerProps) {
  const { t } = useT();
  // What the visitor typed since the last choice; null shows the chosen name.
  const [typed, setTyped] = useState<string | null>(null);
  const chosen = useChosenName(kind, value);
  const text = typed ?? (value === undefined ? "" : (chosen.data?.name ?? String(value)));
  const suggestions = useSuggestions([kind], typed ?? "", PICKER_SIZE);
  const unknown = value !== undefined && chosen.data === null;
  const messageId = `${id}-unknown`;
  return (
    <div>
      <div className="name-picker">
        <Combobox
          id={id}
          text={text}
          onText={(next) => {
            setTyped(next);
            if (next === "" && value !== undefined) onChange(undefined);
          }}
          suggestions={suggestions}
          onPick={(option) => {
            setTyped(null);
            onChange(option.id);
          }}
          inputProps={{
            placeholder,
            onBlur: () => setTyped(null),
            ...(unknown ? { "aria-describedby": messageId, "aria-invalid": true } : {}),
          }}
        />
        {value !== undefined && (
          <IconButton
            label={t("picker.clear")}
            onClick={() => {
              setTyped(null);
              onChange(undefined);
            }}
          >
            <CloseIcon />
          </IconButton>
        )}
      </div>
      {unknown && (
        <p id={messageId} className="name-picker-unknown" role="alert">
          {t(`picker.unknown.${kind}`, { id: value })}
        </p>
      )}
    </div>
  );
}
