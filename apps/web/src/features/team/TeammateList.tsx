/** The Teammate List of a team screen: who played for the team, each opening their team-player screen. */
import type { Teammate } from "@match-stats/contract";
import { TEAMMATE_LIST } from "@match-stats/stats";
import type { ReactNode } from "react";
import { DrillDownList } from "./DrillDownList.tsx";
import { teammateView } from "./teammate-view.ts";

interface TeammateListProps {
  readonly rows: readonly Teammate[] | undefined;
  readonly loading?: boolean;
  readonly reload?: () => void;
  readonly actions?: ReactNode;
}

export function TeammateList(props: TeammateListProps) {
  return (
    <DrillDownList
      table={TEAMMATE_LIST}
      rowKey={(row, index) => `${row.id}:${index}`}
      view={teammateView}
      {...props}
    />
  );
}
