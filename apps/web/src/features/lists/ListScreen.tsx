/**
 * One search result list (docs/spec.md section 2 "List screens"): the title with the terms searched, the count,
 * refresh and download, and the table that grows as it is scrolled. Every list is this screen, given its
 * catalogue table, search field, row key and View link.
 */
import { type Table, visibleColumns } from "@match-stats/stats";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useTitle } from "../../app/use-title.ts";
import { DownloadButton } from "../../blocks/downloads/DownloadButton.tsx";
import type { ViewTarget } from "../../blocks/info/destination.ts";
import { viewCell } from "../../blocks/info/ViewLink.tsx";
import { splitTerms } from "../../blocks/search/search-terms.ts";
import { t, useT } from "../../i18n/i18n.ts";
import { DataTable } from "../../ui/DataTable.tsx";
import { Panel } from "../../ui/Panel.tsx";
import { RefreshButton } from "../../ui/RefreshButton.tsx";
import { type ListField, type ListRow, useInfiniteSearch } from "./use-infinite-search.ts";
import "./lists.css";

interface ListScreenProps<F extends ListField> {
  readonly table: Table;
  readonly field: F;
  readonly rowKey: (row: ListRow<F>) => string;
  readonly view: (row: ListRow<F>) => ViewTarget;
}

export function ListScreen<F extends ListField>(props: ListScreenProps<F>) {
  const searchText = useSearchParams()[0].get("search") ?? "";
  // A new search is a new list: no rows, sort or shown column of the last one carries over.
  return <ResultList key={searchText} searchText={searchText} {...props} />;
}

const countText = (total: number | undefined): string => {
  if (total === undefined) return t("list.results");
  return total === 1 ? t("list.count.one") : t("list.count.many", { count: total });
};

function ResultList<F extends ListField>({
  table,
  field,
  rowKey,
  view,
  searchText,
}: ListScreenProps<F> & { readonly searchText: string }) {
  const { label } = useT();
  const list = useInfiniteSearch(field, searchText);
  const title = label(table.title);
  const [shown, setShown] = useState<readonly string[]>([]);
  const terms = splitTerms(searchText);
  useTitle(terms.length > 0 ? `${title}: ${terms.join(", ")}` : title);
  const optional = table.columns.filter((c) => c.hiddenByDefault);

  const toggle = (key: string) =>
    setShown((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));

  return (
    <>
      <div className="screen-header list-header">
        <h1>{title}</h1>
        {terms.length > 0 ? (
          <ul className="list-terms" aria-label={t("list.searchedFor")}>
            {terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        ) : (
          <p className="list-terms-all">{t("list.showingAll")}</p>
        )}
      </div>
      <Panel
        title={countText(list.total)}
        actions={
          <>
            {optional.map((c) => (
              <button
                key={c.key}
                type="button"
                className="button button-small list-toggle"
                aria-pressed={shown.includes(c.key)}
                onClick={() => toggle(c.key)}
              >
                {t("list.showColumn", { column: label(c.label) })}
              </button>
            ))}
            <RefreshButton name={title} onRefresh={list.refresh} />
            <DownloadButton
              source={{ table, rows: list.rows, whole: list.whole }}
              disabled={list.rows.length === 0}
            />
          </>
        }
      >
        <DataTable
          label={title}
          columns={visibleColumns(table, { shown })}
          rows={list.rows}
          rowKey={rowKey}
          sort={list.sort}
          // Unsorted, a list is by id descending (docs/spec.md section 4); each list's first column is its id.
          defaultSort={{ key: table.columns[0]!.key, descending: true }}
          onSort={list.changeSort}
          renderCell={viewCell(view)}
          onEndReached={list.loadMore}
          load={list}
          scrollMemory={list.scrollMemory}
        />
      </Panel>
    </>
  );
}
