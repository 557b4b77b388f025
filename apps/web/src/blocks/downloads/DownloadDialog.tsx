/**
 * The download dialog (docs/spec.md sections 1, 4 and 5): "This area" saves the table's rows as CSV with the
 * columns the visitor keeps (id columns always go in); "All data" saves the page's zip from the API. A list
 * loaded a page at a time is saved whole: its other rows are fetched first, with a progress bar, and
 * Cancel (or closing) saves nothing.
 */
import {
  type Column,
  type CsvRow,
  columnLabel,
  csvFileName,
  downloadColumns,
  tableToCsv,
} from "@match-stats/stats";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { track } from "../../analytics/track.ts";
import type { SavedFile } from "../../api/client.ts";
import { ApiError } from "../../api/errors.ts";
import { t, useT } from "../../i18n/i18n.ts";
import { Dialog } from "../../ui/Dialog.tsx";
import { saveFile, saveText } from "../../ui/save-file.ts";
import type { DownloadSource, WholeList } from "./download-source.ts";
import "./download-dialog.css";

type Mode = "area" | "page";

const CSV_TYPE = "text/csv;charset=utf-8";

/** Every column the visitor may untick: all but the id columns. */
const choosableKeys = (columns: readonly Column[]): ReadonlySet<string> =>
  new Set(columns.filter((c) => !c.idColumn).map((c) => c.key));

interface DownloadDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly source: DownloadSource;
  readonly allData?: () => Promise<SavedFile>;
}

export function DownloadDialog({ open, onClose, source, allData }: DownloadDialogProps) {
  const { label } = useT();
  return (
    <Dialog open={open} onClose={onClose} title={t("download.title", { name: label(source.table.title) })}>
      <DownloadForm source={source} allData={allData} onDone={onClose} />
    </Dialog>
  );
}

interface DownloadFormProps {
  readonly source: DownloadSource;
  readonly allData: (() => Promise<SavedFile>) | undefined;
  readonly onDone: () => void;
}

/** Fetching a whole list's rows: how many have arrived, and why it stopped if a page failed. */
interface Fetching {
  readonly fetched: number;
  readonly failure?: string;
}

/** The dialog's content: it unmounts on close, so every opening starts from the defaults. */
function DownloadForm({ source, allData, onDone }: DownloadFormProps) {
  const { table, rows, context, whole } = source;
  const { label } = useT();
  const columns = downloadColumns(table, context);
  const [mode, setMode] = useState<Mode>("area");
  const [chosen, setChosen] = useState(() => choosableKeys(columns));
  const [busy, setBusy] = useState(false);
  const [fetching, setFetching] = useState<Fetching | null>(null);
  const modeName = useId();
  // A zip or list that arrives after the visitor closed the dialog is not saved: closing meant cancel.
  const open = useRef(true);
  const stop = useRef<AbortController>(undefined);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
      stop.current?.abort();
    };
  }, []);

  const written = columns.filter((c) => c.idColumn || chosen.has(c.key)).length;
  // The rows the table holds, unless they are part of a longer list.
  const partial = whole !== undefined && rows.length < whole.total ? whole : undefined;

  const fetchWhole = async (list: WholeList): Promise<readonly CsvRow[] | null> => {
    const controller = new AbortController();
    stop.current = controller;
    setBusy(true);
    setFetching({ fetched: 0 });
    try {
      return await list.fetch((fetched) => setFetching({ fetched }), controller.signal);
    } catch (error) {
      const reason = error instanceof ApiError ? error.msg : t("error.network");
      if (open.current) {
        setFetching((last) => ({ fetched: last?.fetched ?? 0, failure: reason }));
        setBusy(false);
      }
      return null;
    }
  };

  const saveArea = async () => {
    const all = partial ? await fetchWhole(partial) : rows;
    if (all === null || !open.current) return;
    saveText(tableToCsv(table, all, { ...context, chosen: [...chosen] }), csvFileName(table.title), CSV_TYPE);
    track({ name: "download", kind: "csv", table: table.id });
    onDone();
  };

  const savePage = async (load: () => Promise<SavedFile>) => {
    setBusy(true);
    try {
      const file = await load();
      if (!open.current) return;
      saveFile(file.blob, file.fileName);
      track({ name: "download", kind: "zip", table: table.id });
      onDone();
    } catch {
      // The client has shown the failure as a toast; the dialog stays open to try again.
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (mode === "page" && allData) void savePage(allData);
    else void saveArea();
  };

  return (
    <form className="download-form" onSubmit={submit} aria-busy={busy}>
      {allData && (
        <fieldset className="download-modes" disabled={busy}>
          <legend className="download-legend">{t("download.what")}</legend>
          <ModeOption
            name={modeName}
            value="area"
            mode={mode}
            onChange={setMode}
            label={t("download.area")}
            hint={t("download.areaHint", { table: label(table.title) })}
          />
          <ModeOption
            name={modeName}
            value="page"
            mode={mode}
            onChange={setMode}
            label={t("download.all")}
            hint={t("download.allHint")}
          />
        </fieldset>
      )}
      {mode === "area" && (
        <ColumnChooser
          columns={columns}
          chosen={chosen}
          onChange={setChosen}
          written={written}
          disabled={busy}
        />
      )}
      {mode === "area" && rows.length === 0 && <p className="download-hint">{t("download.emptyTable")}</p>}
      {mode === "area" && partial && (
        <WholeListState total={partial.total} loaded={rows.length} fetching={fetching} />
      )}
      <div className="download-footer">
        <button type="button" className="button" onClick={onDone}>
          {t("common.cancel")}
        </button>
        <button
          type="submit"
          className="button button-primary"
          disabled={mode === "area" && written === 0}
          aria-disabled={busy}
        >
          {busy && <span className="download-spinner" aria-hidden="true" />}
          {busy ? t("download.working") : t("download.action")}
        </button>
      </div>
    </form>
  );
}

interface WholeListStateProps {
  readonly total: number;
  readonly loaded: number;
  readonly fetching: Fetching | null;
}

/** What the file of a partly loaded list holds, then the rows fetched so far, or why fetching stopped. */
function WholeListState({ total, loaded, fetching }: WholeListStateProps) {
  const progressLabel = useId();
  const shown = useRef<HTMLDivElement>(null);
  const phase = fetching === null ? "ready" : fetching.failure === undefined ? "fetching" : "failed";
  // On a phone the column list fills the dialog: bring the progress, or the failure, into view.
  useEffect(() => {
    if (phase !== "ready") shown.current?.scrollIntoView({ block: "nearest" });
  }, [phase]);
  return (
    <div ref={shown} className="download-whole">
      {fetching === null && <p className="download-hint">{t("download.wholeList", { total, loaded })}</p>}
      {fetching !== null && fetching.failure === undefined && (
        <div className="download-progress">
          <span id={progressLabel} role="status">
            {t("download.fetching", { fetched: fetching.fetched, total })}
          </span>
          <progress aria-labelledby={progressLabel} max={total} value={fetching.fetched} />
        </div>
      )}
      {fetching?.failure !== undefined && (
        <p className="download-failure" role="alert">
          {t("download.fetchFailed", { fetched: fetching.fetched, total, reason: fetching.failure })}
        </p>
      )}
    </div>
  );
}

interface ModeOptionProps {
  readonly name: string;
  readonly value: Mode;
  readonly mode: Mode;
  readonly onChange: (mode: Mode) => void;
  readonly label: string;
  readonly hint: string;
}

function ModeOption({ name, value, mode, onChange, label, hint }: ModeOptionProps) {
  return (
    <label className="download-mode">
      <input
        type="radio"
        name={name}
        value={value}
        checked={mode === value}
        onChange={() => onChange(value)}
      />
      <span className="download-mode-text">
        <span className="download-mode-label">{label}</span>
        <span className="download-mode-hint">{hint}</span>
      </span>
    </label>
  );
}

interface ColumnChooserProps {
  readonly columns: readonly Column[];
  readonly chosen: ReadonlySet<string>;
  readonly onChange: (chosen: ReadonlySet<string>) => void;
  readonly written: number;
  /** While a download runs: the file's columns are already chosen. */
  readonly disabled: boolean;
}

function ColumnChooser({ columns, chosen, onChange, written, disabled }: ColumnChooserProps) {
  const lockedHint = useId();
  const { label } = useT();
  const hasLocked = columns.some((c) => c.idColumn);

  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    onChange(next);
  };

  return (
    <fieldset className="download-columns" disabled={disabled}>
      <legend className="download-legend">{t("download.columns")}</legend>
      <div className="download-columns-bar">
        <span className="download-count" aria-live="polite">
          {t("download.count", { written, total: columns.length })}
        </span>
        <span className="download-bulk">
          <button type="button" className="link-button" onClick={() => onChange(choosableKeys(columns))}>
            {t("download.selectAll")}
          </button>
          <button type="button" className="link-button" onClick={() => onChange(new Set())}>
            {t("download.clear")}
          </button>
        </span>
      </div>
      <ul className="download-column-grid">
        {columns.map((c) => {
          const locked = c.idColumn === true;
          return (
            <li key={c.key}>
              <label className={`download-column${locked ? " is-locked" : ""}`}>
                <input
                  type="checkbox"
                  checked={locked || chosen.has(c.key)}
                  disabled={locked}
                  aria-describedby={locked ? lockedHint : undefined}
                  onChange={(event) => toggle(c.key, event.target.checked)}
                />
                <span className="download-column-label">{columnLabel(c, label)}</span>
                {locked && <span className="download-lock">{t("download.locked")}</span>}
              </label>
            </li>
          );
        })}
      </ul>
      {hasLocked && (
        <p id={lockedHint} className="download-hint">
          {t("download.lockedHint")}
        </p>
      )}
    </fieldset>
  );
}
