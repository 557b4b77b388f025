/** A step of a drill-down trail: the kind of screen, its name and its address. */
import type { RouteQuery } from "../../app/query-ids.ts";
import type { RouteName } from "../../app/route-table.ts";

export type CrumbKind = "player" | "teamplayer" | "team" | "season" | "event" | "match";

export interface Crumb {
  readonly kind: CrumbKind;
  readonly name: string;
  readonly to: RouteName;
  readonly query: RouteQuery;
}
