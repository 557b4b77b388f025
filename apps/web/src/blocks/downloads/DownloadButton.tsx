/** The download button of a table or info panel: opens the download dialog for its rows. */
import { useState } from "react";
import type { SavedFile } from "../../api/client.ts";
import { useT } from "../../i18n/i18n.ts";
import { IconButton } from "../../ui/IconButton.tsx";
import { DownloadIcon } from "../../ui/icons.tsx";
import { DownloadDialog } from "./DownloadDialog.tsx";
import type { DownloadSource } from "./download-source.ts";

interface DownloadButtonProps {
  readonly source: DownloadSource;
  /** The page's zip of all data; without it the dialog offers this area only. */
  readonly allData?: () => Promise<SavedFile>;
  readonly disabled?: boolean;
}

export function DownloadButton({ source, allData, disabled = false }: DownloadButtonProps) {
  const [open, setOpen] = useState(false);
  const { t, label } = useT();
  return (
    <>
      <IconButton
        label={t("download.button", { name: label(source.table.title) })}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <DownloadIcon />
      </IconButton>
      <DownloadDialog open={open} onClose={() => setOpen(false)} source={source} allData={allData} />
    </>
  );
}
