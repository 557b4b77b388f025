/**
 * The frame of every drill-down screen (a team's, a team-player's, a player's with a team): back, the heading,
 * the trail of the levels gone down through, the subject's info block, then the screen's own blocks. It
 * loads the path from the address alone, so a pasted link opens the same screen. Until the path is loaded
 * the heading names the screen's level by its id; an id the subject did not play is named as one the subject
 * has no games in, with links to both.
 */
import type { ReactNode } from "react";
import { type Loaded, type Query, useLoaded } from "../../api/query.ts";
import { useT } from "../../i18n/i18n.ts";
import { DetailScreen } from "../info/DetailScreen.tsx";
import type { Crumb } from "./crumb.ts";
import { DrillTrail } from "./DrillTrail.tsx";
import { NotPlayed } from "./NotPlayed.tsx";
import type { Level, PathAnswer } from "./path-levels.ts";

interface DrillScreenProps<P> {
  readonly level: Level;
  /** Identifies the path asked for: a new key is another screen. */
  readonly pathKey: string;
  readonly path: Query<PathAnswer<P>>;
  /** The trail, ending with the screen's own level. */
  readonly crumbs: (path: P) => readonly Crumb[];
  /** The heading once the path is loaded; the last crumb's name when absent. */
  readonly name?: (path: P) => string;
  /** The subject's info block. */
  readonly info: (path: P) => ReactNode;
  readonly children: (path: P) => ReactNode;
}

export function DrillScreen<P>(props: DrillScreenProps<P>) {
  // Another path is another screen: nothing of the last one carries over.
  return <PathScreen key={props.pathKey} {...props} />;
}

function PathScreen<P>(props: DrillScreenProps<P>) {
  const { crumbs, level } = props;
  const { t } = useT();
  const answer = useLoaded(props.path);
  const { data } = answer;
  const missing = data !== undefined && "missing" in data ? data : undefined;
  const shown = missing?.missing ?? level;
  const record: Loaded<P | null> = {
    ...answer,
    data: data === undefined ? undefined : "path" in data ? data.path : null,
  };
  const heading = props.name ?? ((path: P) => crumbs(path).at(-1)?.name ?? String(level.id));
  return (
    <DetailScreen
      kind={t(`kind.${shown.kind}`)}
      id={shown.id}
      record={record}
      name={heading}
      notFound={missing?.subject && <NotPlayed subject={missing.subject} level={missing.missing} />}
    >
      {(path) => (
        <>
          <DrillTrail crumbs={crumbs(path)} />
          {props.info(path)}
          {props.children(path)}
        </>
      )}
    </DetailScreen>
  );
}
