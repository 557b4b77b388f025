/** Where a View link or a breadcrumb goes: a screen and its address. */
import type { RouteQuery } from "../../app/query-ids.ts";
import type { RouteName } from "../../app/route-table.ts";

/** A screen and its address. */
export interface Destination {
  readonly to: RouteName;
  readonly query: RouteQuery;
}

/** Where a row's View link goes, and what the row is called, for the link's spoken label. */
export interface ViewTarget extends Destination {
  readonly name: string;
}
