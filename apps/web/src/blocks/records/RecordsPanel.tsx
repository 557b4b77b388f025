/**
 * The records of a scope (all time, a season, an event) in one mode family: a tab per record with its best
 * places, each row's View opening the match detail with the game selected, the player and team linked. The
 * tab chosen is kept in the address's `record` and the family in its `mode`, so a copied link opens them; an
 * event's family is its mode's, without a switch.
 */
import type { CallRequestInput } from "@match-stats/contract";
import {
  type Column,
  type ModeFamily,
  RECORD_KEYS,
  RECORD_LIST,
  RECORDS,
  type RecordKey,
} from "@match-stats/stats";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { useLoaded } from "../../api/query.ts";
import { RouteLink } from "../../app/navigation.tsx";
import { readTextId } from "../../app/query-ids.ts";
import { useT } from "../../i18n/i18n.ts";
import { DrillList } from "../drilldown/DrillList.tsx";
import type { ListTabs, NamedListKind } from "../drilldown/list-types.ts";
import { ModeFamilySwitch } from "../mode-family/ModeFamilySwitch.tsx";
import { useModeFamily } from "../mode-family/mode-family.ts";
import { type RecordLine, recordsOf } from "./records-lookup.ts";

const RECORD_ROWS: NamedListKind<RecordLine> = {
  table: RECORD_LIST,
  key: (row) => `${row.record}-${row.place}`,
  name: (row) => `${row.record_name} ${row.place}`,
};

const isRecordKey = (value: string | undefined): value is RecordKey =>
  value !== undefined && (RECORD_KEYS as readonly string[]).includes(value);

function useRecordTab(): ListTabs<RecordKey> {
  const { label } = useT();
  const [params, setParams] = useSearchParams();
  const asked = readTextId(params, "record");
  const value = isRecordKey(asked) ? asked : RECORDS[0].key;
  const onChange = (next: RecordKey) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.set("record", btoa(next));
        return changed;
      },
      { replace: true },
    );
  return { items: RECORDS.map((r) => ({ id: r.key, label: label(r.label) })), value, onChange };
}

/** The player and team names link to their screens. */
function nameCell(column: Column, row: RecordLine): ReactNode | undefined {
  if (column.key === "player_name" && row.player_id !== null)
    return (
      <RouteLink to="playerData" query={{ player_id: row.player_id }}>
        {row.player_name}
      </RouteLink>
    );
  if (column.key === "team_name")
    return (
      <RouteLink to="teamData" query={{ team_id: row.team_id }}>
        {row.team_name}
      </RouteLink>
    );
  return undefined;
}

interface RecordsPanelProps {
  readonly scope: Omit<CallRequestInput<"records">, "mode">;
  /** The family shown without a switch: an event's. */
  readonly family?: ModeFamily;
}

export function RecordsPanel({ scope, family: fixed }: RecordsPanelProps) {
  const { t } = useT();
  const tabs = useRecordTab();
  const [chosen, choose] = useModeFamily();
  const family = fixed ?? chosen;
  const records = useLoaded(recordsOf({ ...scope, mode: family }));
  return (
    <DrillList
      of={RECORD_ROWS}
      title={t("records.title")}
      controls={fixed === undefined && <ModeFamilySwitch value={family} onChange={choose} />}
      emptyText={t("modes.none.records", { family: t(`modes.name.${family}`) })}
      list={{ ...records, data: records.data?.filter((row) => row.record === tabs.value) }}
      tabs={tabs}
      cell={nameCell}
      open={(row) => ({
        to: "matchDetail",
        query: { match_id: row.match_id, single_match_id: row.single_match_id },
      })}
    />
  );
}
