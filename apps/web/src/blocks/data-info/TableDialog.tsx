/**
 * A dialog of tabbed tables, the weapon and skill stats (docs/spec.md section 4 "Dialogs"): it loads when it opens,
 * refreshes with a new request, downloads the tab shown, and reopens at the row it was left
 * at (the opener keeps `scrollMemory`). It unmounts on close, so it reopens on its first tab.
 */
import { type ColumnContext, type CsvRow, type Table, visibleColumns } from "@match-stats/stats";
import { useId, useState } from "react";
import { type Lookup, useLoaded } from "../../api/query.ts";
import { useT } from "../../i18n/i18n.ts";
import { DataTable } from "../../ui/DataTable.tsx";
import { Dialog } from "../../ui/Dialog.tsx";
import { RefreshButton } from "../../ui/RefreshButton.tsx";
import { type TabItem, TabPanel, Tabs } from "../../ui/Tabs.tsx";
import { DownloadButton } from "../downloads/DownloadButton.tsx";

export interface TableTab<T extends string> extends TabItem<T> {
  readonly table: Table;
}

/** What the weapon and skill dialogs take from their opener. */
export interface BreakdownDialogProps<Answer, Data> {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The dialog's data, asked for when it opens. */
  readonly query: Lookup<Answer, Data>;
  /** The game mode of the rows, for the columns shown. */
  readonly context?: ColumnContext;
  /** Where the table was scrolled to, kept by the opener so a reopened dialog shows the same rows. */
  readonly scrollMemory?: { current: number };
}

interface TableDialogProps<Answer, Data, T extends string> extends BreakdownDialogProps<Answer, Data> {
  readonly title: string;
  readonly tabs: readonly [TableTab<T>, ...TableTab<T>[]];
  readonly rowsOf: (data: Data, tab: T) => readonly CsvRow[];
}

export function TableDialog<Answer, Data, T extends string>({
  open,
  ...rest
}: TableDialogProps<Answer, Data, T>) {
  return open ? <OpenTableDialog {...rest} /> : null;
}

const rowKey = (_row: CsvRow, index: number) => String(index);

function OpenTableDialog<Answer, Data, T extends string>(
  props: Omit<TableDialogProps<Answer, Data, T>, "open">,
) {
  const { rowsOf, query, context, scrollMemory, onClose } = props;
  const { label } = useT();
  const { title } = props;
  // Tab names are the catalogue's words, shown in the visitor's language.
  const tabs = props.tabs.map((item) => ({ ...item, label: label(item.label) }));
  const [first] = props.tabs;
  const [chosen, setTab] = useState<T>(first.id);
  const tab = props.tabs.find((item) => item.id === chosen) ?? first;
  const idPrefix = useId();
  // The dialog mounts when it opens: its data is asked for then (shared within the minute), and again
  // for the refresh button.
  const { data, loading, error, refetch } = useLoaded(query);
  const rows = data === undefined ? [] : rowsOf(data, tab.id);

  return (
    <Dialog
      open
      wide
      title={title}
      onClose={onClose}
      actions={
        <>
          <RefreshButton name={title} onRefresh={refetch} />
          <DownloadButton source={{ table: tab.table, rows, context }} disabled={rows.length === 0} />
        </>
      }
    >
      <Tabs label={title} tabs={tabs} value={tab.id} onChange={setTab} idPrefix={idPrefix} />
      <TabPanel idPrefix={idPrefix} value={tab.id}>
        <DataTable
          label={label(tab.table.title)}
          columns={visibleColumns(tab.table, context)}
          rows={rows}
          rowKey={rowKey}
          load={{ loading: loading && data === undefined, error, refetch }}
          scrollMemory={scrollMemory}
        />
      </TabPanel>
    </Dialog>
  );
}
