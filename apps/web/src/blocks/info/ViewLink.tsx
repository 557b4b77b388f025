/**
 * A row's View link (the lists, the season's events, the drill-down tables): it opens the row's screen, and
 * screen readers hear which row's it is.
 */
import { type Column, OPERATION_KEY } from "@match-stats/stats";
import type { ReactNode } from "react";
import { RouteLink } from "../../app/navigation.tsx";
import { useT } from "../../i18n/i18n.ts";
import type { ViewTarget } from "./destination.ts";

export function ViewLink({ to, query, name }: ViewTarget) {
  const { t } = useT();
  return (
    <RouteLink to={to} query={query} className="link-button" aria-label={t("common.viewNamed", { name })}>
      {t("common.view")}
    </RouteLink>
  );
}

/** A table's `renderCell` that puts a View link in the Operation column, for the rows that lead somewhere. */
export const viewCell =
  <Row,>(view: (row: Row) => ViewTarget | undefined) =>
  (column: Column, row: Row): ReactNode | undefined => {
    if (column.key !== OPERATION_KEY) return undefined;
    const target = view(row);
    return target && <ViewLink {...target} />;
  };
