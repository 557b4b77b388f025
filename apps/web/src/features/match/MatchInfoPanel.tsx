/**
 * One match's info panel (docs/spec.md section 2 "Match detail"), opened and closed by its title: the match info,
 * the mode info with the form read as BR Squad or 4v4 (the catalogue's column, so the CSV says so too), and
 * the results. Season, event and match ids lead
 * to their pages, except the page shown; the panel downloads as CSV, or all the loaded matches as a zip.
 */
import { MATCH_INFO, visibleColumns } from "@match-stats/stats";
import { useId, useState } from "react";
import type { SavedFile } from "../../api/client.ts";
import { DownloadButton } from "../../blocks/downloads/DownloadButton.tsx";
import { useInfoLinkValue } from "../../blocks/info/InfoPanel.tsx";
import { useT } from "../../i18n/i18n.ts";
import { InfoBlock } from "../../ui/InfoBlock.tsx";
import { ChevronDownIcon } from "../../ui/icons.tsx";
import { MatchResults } from "./MatchResults.tsx";
import type { MatchInfo } from "./match-focus.ts";

/** The mode info: how the match was played. */
const MODE_KEYS = new Set(["mode", "form", "number_of_team", "number_of_player"]);
const columns = visibleColumns(MATCH_INFO);
const MATCH_COLUMNS = columns.filter((c) => !MODE_KEYS.has(c.key));
const MODE_COLUMNS = columns.filter((c) => MODE_KEYS.has(c.key));

interface MatchInfoPanelProps {
  readonly info: MatchInfo;
  readonly defaultOpen: boolean;
  readonly allData: () => Promise<SavedFile>;
}

export function MatchInfoPanel({ info, defaultOpen, allData }: MatchInfoPanelProps) {
  const { t, label } = useT();
  const [open, setOpen] = useState(defaultOpen);
  const headingId = useId();
  const bodyId = useId();
  const renderValue = useInfoLinkValue(MATCH_INFO, info);

  return (
    <section className="panel match-info" aria-labelledby={headingId}>
      <header className="panel-header">
        <h2 id={headingId} className="match-info-heading">
          <button
            type="button"
            className="match-info-toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(!open)}
          >
            <ChevronDownIcon />
            <span className="match-info-title">{label(MATCH_INFO.title)}</span>{" "}
            <span className="match-info-name">{info.match_name}</span>
          </button>
        </h2>
        <div className="panel-actions">
          <DownloadButton source={{ table: MATCH_INFO, rows: [info] }} allData={allData} />
        </div>
      </header>
      <div id={bodyId} className="match-info-body" hidden={!open}>
        <InfoBlock columns={MATCH_COLUMNS} row={info} renderValue={renderValue} />
        <section className="match-info-part" aria-label={t("match.modeInfo")}>
          <h3>{t("match.mode")}</h3>
          <InfoBlock columns={MODE_COLUMNS} row={info} renderValue={renderValue} />
        </section>
        <section className="match-info-part" aria-label={t("match.results")}>
          <h3>{t("match.results")}</h3>
          <MatchResults results={info.match_results} />
        </section>
      </div>
    </section>
  );
}
