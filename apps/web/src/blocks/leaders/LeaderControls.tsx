/**
 * The choices of a leaders ranking: who, by which statistic, totals or averages, and on /leaders the mode
 * and the minimum of games (shown with the default it takes when left empty). Each change gives a new state.
 */
import {
  defaultMinGames,
  LEADER_STATS,
  LEADER_SUBJECTS,
  LEADER_VIEWS,
  MODE_IDS,
  statColumn,
} from "@match-stats/stats";
import { type ReactNode, useId } from "react";
import { useT } from "../../i18n/i18n.ts";
import type { LeadersState } from "./leaders-state.ts";
import "./leaders.css";

interface LeaderControlsProps {
  readonly state: LeadersState;
  readonly onChange: (state: LeadersState) => void;
  /** The mode and minimum controls too (the full ranking). */
  readonly full?: boolean;
}

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

export function LeaderControls({ state, onChange, full = false }: LeaderControlsProps) {
  const { t, label } = useT();
  const id = useId();
  const set = (change: Partial<LeadersState>) => onChange({ ...state, ...change });
  const minDefault = defaultMinGames(state.stat, state.view);
  return (
    <div className="leader-controls">
      <Field id={`${id}-subject`} label={t("leaders.subject")}>
        <select
          id={`${id}-subject`}
          value={state.subject}
          onChange={(event) => set({ subject: event.target.value as LeadersState["subject"] })}
        >
          {LEADER_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {t(`leaders.subject.${subject}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-stat`} label={t("leaders.stat")}>
        <select id={`${id}-stat`} value={state.stat} onChange={(event) => set({ stat: event.target.value })}>
          {LEADER_STATS.map((stat) => (
            <option key={stat} value={stat}>
              {label(statColumn(stat).label)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-view`} label={t("leaders.view")}>
        <select
          id={`${id}-view`}
          value={state.view}
          onChange={(event) => set({ view: event.target.value as LeadersState["view"] })}
        >
          {LEADER_VIEWS.map((view) => (
            <option key={view} value={view}>
              {t(`leaders.view.${view}`)}
            </option>
          ))}
        </select>
      </Field>
      {full && (
        <>
          <Field id={`${id}-mode`} label={t("leaders.mode")}>
            <select
              id={`${id}-mode`}
              value={state.mode}
              onChange={(event) => set({ mode: Number(event.target.value) })}
            >
              <option value={-1}>{t("leaders.mode.all")}</option>
              {MODE_IDS.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`leaders.mode.${mode}`)}
                </option>
              ))}
            </select>
          </Field>
          <NumberField
            id={`${id}-min`}
            label={t("leaders.minGames")}
            placeholder={String(minDefault)}
            value={state.minGames}
            onChange={(minGames) => onChange(withNumber(state, "minGames", minGames))}
          />
          <NumberField
            id={`${id}-season`}
            label={label("Season ID")}
            placeholder={t("leaders.scope.any")}
            value={state.seasonId}
            onChange={(seasonId) => onChange(withNumber(state, "seasonId", seasonId))}
          />
          <NumberField
            id={`${id}-event`}
            label={label("Event ID")}
            placeholder={t("leaders.scope.any")}
            value={state.eventId}
            onChange={(eventId) => onChange(withNumber(state, "eventId", eventId))}
          />
        </>
      )}
    </div>
  );
}
