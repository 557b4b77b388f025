/**
 * A player's data with one team in some matches (playerMatchDetail, the player_data call): a row per match
 * (and one over all of them when there are several), as totals or per-game averages by the Total and
 * Average tabs, which the address keeps as `type`; the weapon and skill dialogs break the same games down.
 */
import type { MatchRow } from "@match-stats/contract";
import { commonMode, matchSkillKinds, OVERALL_PLAYERS } from "@match-stats/stats";
import { useRef, useState } from "react";
import { playerDataQuery } from "../../api/calls/player-data.ts";
import { useLoaded } from "../../api/query.ts";
import { matchSkills, matchWeapons } from "../../blocks/data-info/match-breakdowns.ts";
import { SkillDialog } from "../../blocks/data-info/SkillDialog.tsx";
import { WeaponDialog } from "../../blocks/data-info/WeaponDialog.tsx";
import { DrillList } from "../../blocks/drilldown/DrillList.tsx";
import { useStatsType } from "../../blocks/drilldown/use-stats-type.ts";
import { useT } from "../../i18n/i18n.ts";
import { PlayerInTeamLevel } from "./PlayerInTeamLevel.tsx";
import type { InTeamIds } from "./player-in-team-path.ts";

export function PlayerMatchDetailPage() {
  return (
    <PlayerInTeamLevel level="match">
      {(path, ids) => <PlayerMatchData ids={ids} matches={path.matches} />}
    </PlayerInTeamLevel>
  );
}

const DIALOGS = ["weapon", "skill"] as const;
type Dialog = (typeof DIALOGS)[number];

const byMatch = (row: { readonly match_id: number }) => String(row.match_id);

function PlayerMatchData({ ids, matches }: { ids: InTeamIds; matches: readonly MatchRow[] }) {
  const { t } = useT();
  const statsType = useStatsType();
  const view = statsType.value;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const weaponScroll = useRef(0);
  const skillScroll = useRef(0);
  const games = { match_ids: [...ids.matchIds], single_match_ids: [...ids.singleMatchIds] };
  const answer = useLoaded(
    playerDataQuery({ ...games, uid: ids.playerId, team_id: ids.teamId, is_avg: view === "average" }),
  );
  const teamPlayerId = answer.data?.player_info.teamplayer_id ?? "";
  const context = { mode: commonMode(matches) };
  // The dialogs count this record's rows in the same games.
  const breakdown = {
    match_ids: games.match_ids,
    single_match_id: games.single_match_ids,
    teamplayer_id: teamPlayerId,
  };

  return (
    <>
      <DrillList
        of={{ table: OVERALL_PLAYERS[view], key: byMatch }}
        list={{ ...answer, data: answer.data?.player_data }}
        context={context}
        tabs={statsType}
        actions={DIALOGS.map((opened) => (
          <button
            key={opened}
            type="button"
            className="button button-small"
            disabled={teamPlayerId === ""}
            onClick={() => setDialog(opened)}
          >
            {t(`dataInfo.${opened}`)}
          </button>
        ))}
      />
      <WeaponDialog
        open={dialog === "weapon"}
        onClose={() => setDialog(null)}
        query={matchWeapons(breakdown)}
        context={context}
        scrollMemory={weaponScroll}
      />
      <SkillDialog
        open={dialog === "skill"}
        onClose={() => setDialog(null)}
        kinds={matchSkillKinds(context.mode)}
        query={matchSkills(breakdown)}
        context={context}
        scrollMemory={skillScroll}
      />
    </>
  );
}
