/**
 * Names to choose from, found by the search call as the search bar finds them (a name fragment in any
 * script, or an id): a season's, an event's, a match's, a team's or a player's, each with where it leads.
 */
import type { CallRequestInput, CallResponse } from "@match-stats/contract";
import { searchQuery } from "../../api/calls/search.ts";
import { type Lookup, lookup } from "../../api/query.ts";
import type { Destination } from "../info/destination.ts";
import type { SearchCategory } from "../search/search-terms.ts";

/** What a name can be of: the search bar's categories. */
export type NameKind = SearchCategory;

/** A name to choose: the id it stands for, and a short line telling it from a namesake. */
export interface NameOption {
  readonly kind: NameKind;
  readonly id: number;
  readonly name: string;
  readonly detail: string;
}

/** Suggestions start with the second character: one character matches most names. */
export const SUGGEST_MIN_CHARS = 2;

type SearchAnswer = CallResponse<"search">;

/** The options of a search answer, in its order. */
export function nameOptions(kind: NameKind, answer: SearchAnswer): NameOption[] {
  switch (kind) {
    case "season":
      return (answer.season_stats ?? []).map((row) => ({
        kind,
        id: row.season_id,
        name: row.season_name,
        detail: row.host_region.join(", "),
      }));
    case "event":
      return (answer.event_stats ?? []).map((row) => ({
        kind,
        id: row.event_id,
        name: row.event_name,
        detail: row.host_region,
      }));
    case "match":
      // A match's row stands for it whole (single_match_id -1); its games are rows of their own.
      return (answer.match_stats ?? [])
        .filter((row) => row.single_match_id === -1)
        .map((row) => ({ kind, id: row.match_id, name: row.match_name, detail: String(row.match_id) }));
    case "team":
      return (answer.team_stats ?? []).map((row) => ({
        kind,
        id: row.id,
        name: row.name,
        detail: row.region,
      }));
    case "player":
      return (answer.player_stats ?? []).map((row) => ({
        kind,
        id: row.player_id,
        name: row.name,
        detail: row.team_player_list.map((record) => record.team_name).join(", "),
      }));
  }
}

/** The names matching a fragment (or an id), the newest first. */
export const suggestionsQuery = (
  kind: NameKind,
  text: string,
  size: number,
): Lookup<SearchAnswer, NameOption[]> =>
  lookup(searchQuery({ search_type: 1, field: kind, param: [text.trim()], size, page: 1 }), (answer) =>
    nameOptions(kind, answer),
  );

/** Exact look-ups: a team by id is `team_new`'s (docs/api.md, search). */
const EXACT_FIELD: Record<NameKind, CallRequestInput<"search">["field"]> = {
  match: "match",
  season: "season",
  event: "event",
  team: "team_new",
  player: "player",
};

/** The option an id stands for, or null when no such id exists. */
export const optionOfId = (kind: NameKind, id: number): Lookup<SearchAnswer, NameOption | null> =>
  lookup(
    searchQuery({ search_type: 2, field: EXACT_FIELD[kind], param: [String(id)], size: 1, page: 1 }),
    (answer) => nameOptions(kind, answer).find((option) => option.id === id) ?? null,
  );

/** The screen a chosen name opens. */
export function optionDestination(option: NameOption): Destination {
  switch (option.kind) {
    case "match":
      return { to: "matchDetail", query: { match_id: [option.id] } };
    case "season":
      return { to: "seasonEvent", query: { season_id: option.id } };
    case "event":
      return { to: "eventMatch", query: { event_id: option.id } };
    case "team":
      return { to: "teamData", query: { team_id: option.id } };
    case "player":
      return { to: "playerData", query: { player_id: option.id } };
  }
}
