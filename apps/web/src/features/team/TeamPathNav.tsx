/**
 * The levels a team screen was reached through (team, season, event, match), each opening its team
 * screen; the last one is the screen shown. A team's own screen has no path to show.
 */
import { RouteLink } from "../../app/navigation.tsx";
import { useT } from "../../i18n/i18n.ts";
import {
  idsDownTo,
  LEVEL_ROUTES,
  TEAM_LEVELS,
  type TeamLevel,
  type TeamPath,
  teamQuery,
} from "./team-path.ts";

const nameOf = (path: TeamPath, level: TeamLevel): string | undefined =>
  ({
    team: path.team.name,
    season: path.season?.season_name,
    event: path.event?.event_name,
    match: path.match?.match_name,
  })[level];

export function TeamPathNav({ path }: { path: TeamPath }) {
  const { t } = useT();
  const steps = TEAM_LEVELS.flatMap((level) => {
    const name = nameOf(path, level);
    return name === undefined ? [] : [{ level, name }];
  });
  if (steps.length < 2) return null;
  return (
    <nav className="team-path" aria-label={t("team.path")}>
      <ol>
        {steps.map(({ level, name }) => (
          <li key={level}>
            <RouteLink to={LEVEL_ROUTES[level]} query={teamQuery(idsDownTo(path, level))}>
              {name}
            </RouteLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
