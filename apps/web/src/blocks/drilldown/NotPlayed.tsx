/**
 * What a drill-down says when its address names a season, event, match or team its subject has no games in:
 * "Team Vôo Alto has no games in Season 1001.", with links to both, rather than that the level does not exist.
 */
import type { ReactNode } from "react";
import { RouteLink } from "../../app/navigation.tsx";
import type { RouteQuery } from "../../app/query-ids.ts";
import type { RouteName } from "../../app/route-table.ts";
import { useT } from "../../i18n/i18n.ts";
import type { Crumb, CrumbKind } from "./crumb.ts";
import type { Level } from "./path-levels.ts";

/** Each level's own page, opened by its id alone. */
const LEVEL_PAGES: Partial<Record<CrumbKind, { to: RouteName; key: string }>> = {
  season: { to: "seasonEvent", key: "season_id" },
  event: { to: "eventMatch", key: "event_id" },
  match: { to: "matchDetail", key: "match_id" },
  team: { to: "teamData", key: "team_id" },
};

interface NotPlayedProps {
  readonly subject: Crumb;
  readonly level: Level;
}

export function NotPlayed({ subject, level }: NotPlayedProps) {
  const { t } = useT();
  const page = LEVEL_PAGES[level.kind];
  const levelName = `${t(`kind.${level.kind}`)} ${level.id}`;
  const query: RouteQuery | undefined = page && { [page.key]: level.id };
  const parts: Record<string, ReactNode> = {
    "{subject}": (
      <RouteLink to={subject.to} query={subject.query}>
        {`${t(`kind.${subject.kind}`)} ${subject.name}`}
      </RouteLink>
    ),
    "{level}": page ? (
      <RouteLink to={page.to} query={query}>
        {levelName}
      </RouteLink>
    ) : (
      levelName
    ),
  };
  // The sentence's words stay in the dictionary's order; only its two names become links.
  return t("detail.notPlayed")
    .split(/(\{subject\}|\{level\})/)
    .map((part, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, never reordered
      <span key={index}>{parts[part] ?? part}</span>
    ));
}
