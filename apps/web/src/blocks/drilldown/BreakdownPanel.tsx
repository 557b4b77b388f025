/**
 * A breakdown of some games in a panel (their Weapon Stats or Skill Data): one load of the weapon or skill
 * call, shown as tabs of catalogue tables, with refresh and the download of the tab shown.
 */
import type { CallRequestInput } from "@match-stats/contract";
import type { ColumnContext, CsvRow } from "@match-stats/stats";
import { useState } from "react";
import { type Lookup, useLoaded } from "../../api/query.ts";
import type { TableTab } from "../data-info/TableDialog.tsx";
import { DrillList } from "./DrillList.tsx";
import type { DownloadExtra } from "./download-extra.ts";

/** What the weapon and the skill panels of the same games share. */
export interface BreakdownScope {
  /** The weapon and skill calls' request: the matches, the games, and the team_id or teamplayer_id whose rows count. */
  readonly fields: CallRequestInput<"weapon"> & CallRequestInput<"skill">;
  readonly context: ColumnContext;
  readonly extra: DownloadExtra | undefined;
}

interface BreakdownPanelProps<Answer, Data, T extends string> extends BreakdownScope {
  readonly title: string;
  readonly tabs: readonly TableTab<T>[];
  readonly query: (fields: BreakdownScope["fields"]) => Lookup<Answer, Data>;
  readonly rowsOf: (data: Data, tab: T) => readonly CsvRow[];
}

const rowKey = (_row: CsvRow, index: number) => String(index);

export function BreakdownPanel<Answer, Data, T extends string>(props: BreakdownPanelProps<Answer, Data, T>) {
  const { tabs, fields } = props;
  const [chosen, setChosen] = useState(tabs[0]?.id);
  const { data, ...load } = useLoaded(props.query(fields));
  const tab = tabs.find((item) => item.id === chosen);
  if (!tab) return null;
  return (
    <DrillList
      of={{ table: tab.table, key: rowKey }}
      title={props.title}
      list={{ ...load, data: data && props.rowsOf(data, tab.id) }}
      context={props.context}
      extra={props.extra}
      tabs={{ items: tabs, value: tab.id, onChange: setChosen }}
    />
  );
}
