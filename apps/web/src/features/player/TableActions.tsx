/** The refresh and download buttons on the title line of a drill-down table; download waits for rows. */
import { useT } from "../../i18n/i18n.ts";
import { IconButton } from "../../ui/IconButton.tsx";
import { RefreshIcon } from "../../ui/icons.tsx";
import { DownloadButton, type DownloadSource } from "../downloads/DownloadButton.tsx";

interface TableActionsProps {
  /** The table's title as shown, for the refresh button's name. */
  readonly title: string;
  readonly onRefresh: () => void;
  readonly source: DownloadSource;
}

export function TableActions({ title, onRefresh, source }: TableActionsProps) {
  const { t } = useT();
  return (
    <>
      <IconButton label={t("common.refreshNamed", { name: title })} onClick={onRefresh}>
        <RefreshIcon />
      </IconButton>
      <DownloadButton source={source} disabled={source.rows.length === 0} />
    </>
  );
}
