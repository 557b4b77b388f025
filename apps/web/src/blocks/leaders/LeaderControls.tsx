/**
 * The choices of a leaders ranking: who, by which statistic, totals or averages, the mode family (not on an
 * event's page: an event is in one mode), and on /leaders one mode of clash squad's and the minimum of games
 * (shown with the default it takes when left empty). Each change gives a new state.
 */
import {
  defaultMinGames,
  LEADER_STATS,
  LEADER_SUBJECTS,
  LEADER_VIEWS,
  MODE_FAMILIES,
  statColumn,
} from "@match-stats/stats";
import { type ReactNode, useId } from "react";
import { useT } from "../../i18n/i18n.ts";
import { ModeFamilySwitch } from "../mode-family/ModeFamilySwitch.tsx";
import { NamePicker } from "../picker/NamePicker.tsx";
import { type LeaderMode, type LeadersState, leaderFamily } from "./leaders-state.ts";
import "./leaders.css";

interface LeaderControlsProps {
  readonly state: LeadersState;
  readonly onChange: (state: LeadersState) => void;
  /** The mode and minimum controls too (the full ranking). */
  readonly full?: boolean;
  /** Whether the family can be chosen: not within an event, whose family is its mode's. */
  readonly familySwitch?: boolean;
}

/** Clash squad's choices on /leaders: both of its modes, or one. */
const CLASH_SQUAD_MODES = [
  "clash_squad",
  ...MODE_FAMILIES.clash_squad.modes,
] as const satisfies readonly LeaderMode[];

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="leader-field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

type NumberKey = "minGames" | "seasonId" | "eventId";

/** The state with one optional number set, or left out when the field is emptied. */
function withNumber(state: LeadersState, key: NumberKey, value: number | undefined): LeadersState {
  const { [key]: _previous, ...rest } = state;
  return value === undefined ? rest : { ...rest, [key]: value };
}

interface NumberFieldProps {
  readonly id: string;
  readonly label: string;
  readonly placeholder: string;
  readonly value: number | undefined;
  readonly onChange: (value: number | undefined) => void;
}

/** A whole number of 0 or more; empty means none (or the default its placeholder shows). */
function NumberField({ id, label, placeholder, value, onChange }: NumberFieldProps) {
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        placeholder={placeholder}
        value={value ?? ""}
        onChange={(event) => {
          const number = Math.floor(Number(event.target.value));
          onChange(event.target.value === "" || !Number.isFinite(number) ? undefined : Math.max(0, number));
        }}
      />
    </Field>
  );
}

interface SelectFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string | number;
  readonly options: readonly { readonly value: string | number; readonly text: string }[];
  readonly onChange: (value: string) => void;
}

/** One choice among a list, labelled. */
function SelectField({ id, label, value, options, onChange }: SelectFieldProps) {
  return (
    <Field id={id} label={label}>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function LeaderControls({ state, onChange, full = false, familySwitch = true }: LeaderControlsProps) {
  const { t, label } = useT();
  const id = useId();
  const set = (change: Partial<LeadersState>) => onChange({ ...state, ...change });
  const minDefault = defaultMinGames(state.stat, state.view);
  const family = leaderFamily(state.mode);
  return (
    <div className="leader-controls">
      {familySwitch && <ModeFamilySwitch value={family} onChange={(mode) => set({ mode })} />}
      <SelectField
        id={`${id}-subject`}
        label={t("leaders.subject")}
        value={state.subject}
        options={LEADER_SUBJECTS.map((subject) => ({
          value: subject,
          text: t(`leaders.subject.${subject}`),
        }))}
        onChange={(subject) => set({ subject: subject as LeadersState["subject"] })}
      />
      <SelectField
        id={`${id}-stat`}
        label={t("leaders.stat")}
        value={state.stat}
        options={LEADER_STATS.map((stat) => ({ value: stat, text: label(statColumn(stat).label) }))}
        onChange={(stat) => set({ stat })}
      />
      <SelectField
        id={`${id}-view`}
        label={t("leaders.view")}
        value={state.view}
        options={LEADER_VIEWS.map((view) => ({ value: view, text: t(`leaders.view.${view}`) }))}
        onChange={(view) => set({ view: view as LeadersState["view"] })}
      />
      {full && (
        <>
          {family === "clash_squad" && (
            <SelectField
              id={`${id}-mode`}
              label={t("leaders.mode")}
              value={state.mode}
              options={CLASH_SQUAD_MODES.map((mode) => ({ value: mode, text: t(`leaders.mode.${mode}`) }))}
              onChange={(mode) =>
                set({ mode: CLASH_SQUAD_MODES.find((option) => String(option) === mode) ?? family })
              }
            />
          )}
          <NumberField
            id={`${id}-min`}
            label={t("leaders.minGames")}
            placeholder={String(minDefault)}
            value={state.minGames}
            onChange={(minGames) => onChange(withNumber(state, "minGames", minGames))}
          />
          <Field id={`${id}-season`} label={t("leaders.season")}>
            <NamePicker
              id={`${id}-season`}
              kind="season"
              value={state.seasonId}
              placeholder={t("leaders.pick.season")}
              onChange={(seasonId) => onChange(withNumber(state, "seasonId", seasonId))}
            />
          </Field>
          <Field id={`${id}-event`} label={t("leaders.event")}>
            <NamePicker
              id={`${id}-event`}
              kind="event"
              value={state.eventId}
              placeholder={t("leaders.pick.event")}
              onChange={(eventId) => onChange(withNumber(state, "eventId", eventId))}
            />
          </Field>
        </>
      )}
    </div>
  );
}
