/**
 * An info block in its panel (docs/spec.md section 2 "Info blocks"): a record's fields six to a row, the ids that
 * lead to another page as links, and the download of the record (and of all the page's data when given).
 */
import {
  type Column,
  type ColumnContext,
  type CsvRow,
  cellText,
  type Table,
  visibleColumns,
} from "@match-stats/stats";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import type { SavedFile } from "../../api/client.ts";
import { RouteLink } from "../../app/navigation.tsx";
import { useT } from "../../i18n/i18n.ts";
import { InfoBlock } from "../../ui/InfoBlock.tsx";
import { Panel } from "../../ui/Panel.tsx";
import { DownloadButton } from "../downloads/DownloadButton.tsx";
import { infoLink, leadsHere } from "./info-links.ts";
import "./info-panel.css";

interface InfoPanelProps {
  readonly table: Table;
  readonly row: CsvRow;
  readonly context?: ColumnContext;
  /** The zip of all the page's data, offered beside this record in the download dialog. */
  readonly allData?: () => Promise<SavedFile>;
  /** Shown before the fields (a logo). */
  readonly media?: ReactNode;
}

/** A field's value as a link to its page (info-links.ts); undefined for other fields and for the page shown. */
export function useInfoLinkValue(table: Table, row: CsvRow): (column: Column) => ReactNode | undefined {
  const location = useLocation();
  return (column) => {
    const link = infoLink(table, column, row);
    if (!link || leadsHere(link, location)) return undefined;
    return (
      <RouteLink to={link.to} query={link.query} className="info-link">
        {cellText(column, row)}
      </RouteLink>
    );
  };
}

export function InfoPanel({ table, row, context, allData, media }: InfoPanelProps) {
  const linkValue = useInfoLinkValue(table, row);
  const { label } = useT();
  return (
    <Panel
      title={label(table.title)}
      actions={<DownloadButton source={{ table, rows: [row], context }} allData={allData} />}
    >
      <div className={media ? "info-panel info-panel-media" : "info-panel"}>
        {media}
        <InfoBlock columns={visibleColumns(table, context)} row={row} renderValue={linkValue} />
      </div>
    </Panel>
  );
}
