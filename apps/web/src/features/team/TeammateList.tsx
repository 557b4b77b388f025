/** The Teammate List of a team screen: who played for the team, each opening their team-player screen. */
import type { Teammate } from "@match-stats/contract";
import { TEAMMATE_LIST } from "@match-stats/stats";
import type { ReactNode } from "react";
import { DrillList } from "../../blocks/drilldown/DrillList.tsx";
import type { ListRows, NamedListKind } from "../../blocks/drilldown/list-types.ts";
import { teammateView } from "./teammate-view.ts";

interface TeammateListProps {
  readonly list: ListRows<Teammate>;
  readonly actions?: ReactNode;
}

const TEAMMATE_ROWS: NamedListKind<Teammate> = {
  table: TEAMMATE_LIST,
  key: (row, index) => `${row.id}:${index}`,
  name: (row) => row.name,
};

export function TeammateList(props: TeammateListProps) {
  return <DrillList of={TEAMMATE_ROWS} open={teammateView} {...props} />;
}
