/**
 * The frame of every player drill-down screen: the heading names the level shown (a season, an event...),
 * the trail says whose and how the visitor got there, and the team-player's info block follows. Until the
 * path is loaded the heading shows the level's id; a path with an id that does not exist on it names that
 * id as not found.
 */
import { type CsvRow, TEAMPLAYER_INFO } from "@match-stats/stats";
import type { ReactNode } from "react";
import type { SavedFile } from "../../api/client.ts";
import { type Loaded, useCall } from "../../api/use-call.ts";
import { useT } from "../../i18n/i18n.ts";
import { DetailScreen } from "../info/DetailScreen.tsx";
import { InfoPanel } from "../info/InfoPanel.tsx";
import { type Crumb, type CrumbKind, DrillTrail } from "./DrillTrail.tsx";

/** A level of a path by its id: the screen's own, or the first one the visitor's ids do not lead to. */
export interface Level {
  readonly kind: CrumbKind;
  readonly id: number | string;
}

/** A loaded path, or the level of it that does not exist. */
export type DrillAnswer<P> = { readonly path: P } | { readonly missing: Level };

interface DrillScreenProps<P> {
  readonly level: Level;
  /** Identifies the path asked for: a new key loads anew. */
  readonly pathKey: string;
  readonly load: (fresh: boolean) => Promise<DrillAnswer<P>>;
  /** The trail, ending with the screen's own level (its name is the heading). */
  readonly crumbs: (path: P) => readonly Crumb[];
  /** The team-player record of the path (a search row, or an entry of the player's records). */
  readonly teamPlayer: (path: P) => CsvRow;
  /** The zip of all the screen's data, offered beside the info block's download. */
  readonly allData?: () => Promise<SavedFile>;
  readonly children: (path: P) => ReactNode;
}

export function DrillScreen<P>(props: DrillScreenProps<P>) {
  const { t } = useT();
  const answer = useCall(props.load, props.pathKey);
  const { data } = answer;
  const shown = data !== undefined && "missing" in data ? data.missing : props.level;
  const record: Loaded<P | null> = {
    ...answer,
    data: data === undefined ? undefined : "path" in data ? data.path : null,
  };
  const heading = (path: P) => props.crumbs(path).at(-1)?.name ?? String(props.level.id);
  return (
    <DetailScreen kind={t(`kind.${shown.kind}`)} id={shown.id} record={record} name={heading}>
      {(path) => (
        <>
          <DrillTrail crumbs={props.crumbs(path)} />
          <InfoPanel table={TEAMPLAYER_INFO} row={props.teamPlayer(path)} allData={props.allData} />
          {props.children(path)}
        </>
      )}
    </DetailScreen>
  );
}
