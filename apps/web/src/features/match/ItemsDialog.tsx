/** Items Data (docs/spec.md section 2, battle royale only): each player's grenades, ice walls and medkits. */
import { ITEMS, visibleColumns } from "@match-stats/stats";
import { DownloadButton } from "../../blocks/downloads/DownloadButton.tsx";
import type { DownloadSource } from "../../blocks/downloads/download-source.ts";
import { useT } from "../../i18n/i18n.ts";
import { DataTable } from "../../ui/DataTable.tsx";
import { Dialog } from "../../ui/Dialog.tsx";
import { linkedCell } from "./match-cells.tsx";
import type { FocusTables } from "./match-focus.ts";

interface ItemsDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly rows: FocusTables["items"];
  /** The rows with the download's extra columns. */
  readonly download: DownloadSource;
}

export function ItemsDialog({ open, onClose, rows, download }: ItemsDialogProps) {
  const { label } = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      wide
      title={label(ITEMS.title)}
      actions={<DownloadButton source={download} disabled={rows.length === 0} />}
    >
      <DataTable
        label={label(ITEMS.title)}
        columns={visibleColumns(ITEMS)}
        rows={rows}
        rowKey={(row) => row.teamplayer_id}
        renderCell={linkedCell}
      />
    </Dialog>
  );
}
