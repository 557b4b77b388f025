/**
 * A breakdown in a panel (the team match's Weapon Stats and Skill Data): one load, shown as tabs of
 * catalogue tables, with refresh and the download of the tab shown. Team-player match screens can show
 * their breakdowns with it too.
 */
import type { CsvRow } from "@match-stats/stats";
import { useState } from "react";
import { useCall } from "../../api/use-call.ts";
import { useT } from "../../i18n/i18n.ts";
import type { TableTab } from "../data-info/TableDialog.tsx";
import { DrillDownList } from "./DrillDownList.tsx";
import type { DownloadExtra } from "./download-extra.ts";

interface BreakdownPanelProps<Data, T extends string> {
  readonly title: string;
  readonly tabs: readonly [TableTab<T>, ...TableTab<T>[]];
  readonly load: (fresh: boolean) => Promise<Data>;
  /** Names the load's inputs: a new key loads anew. */
  readonly loadKey: string;
  readonly rowsOf: (data: Data, tab: T) => readonly CsvRow[];
  readonly extra?: DownloadExtra;
}

const rowKey = (_row: CsvRow, index: number) => String(index);

export function BreakdownPanel<Data, T extends string>(props: BreakdownPanelProps<Data, T>) {
  const { tabs, rowsOf } = props;
  const { label } = useT();
  const [first] = tabs;
  const [chosen, setChosen] = useState<T>(first.id);
  const tab = tabs.find((item) => item.id === chosen) ?? first;
  const { data, loading, reload } = useCall(props.load, props.loadKey);
  return (
    <DrillDownList
      table={tab.table}
      title={props.title}
      rows={data && rowsOf(data, tab.id)}
      loading={loading && data === undefined}
      reload={reload}
      rowKey={rowKey}
      extra={props.extra}
      tabs={{
        items: tabs.map((item) => ({ id: item.id, label: label(item.label) })),
        value: tab.id,
        onChange: setChosen,
      }}
    />
  );
}
