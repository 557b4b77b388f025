/** The refresh button of a block: asks its data again, once per click-block (click-block.ts). */
import { useT } from "../i18n/i18n.ts";
import { useClickBlock } from "./click-block.ts";
import { IconButton } from "./IconButton.tsx";
import { RefreshIcon } from "./icons.tsx";

interface RefreshButtonProps {
  /** What it refreshes, for its spoken label ("Refresh Match List"). */
  readonly name: string;
  readonly onRefresh: () => void;
}

export function RefreshButton({ name, onRefresh }: RefreshButtonProps) {
  const { t } = useT();
  const refresh = useClickBlock(onRefresh);
  return (
    <IconButton label={t("common.refreshNamed", { name })} onClick={refresh}>
      <RefreshIcon />
    </IconButton>
  );
}
