/**
 * The route table of docs/spec.md section 2. Each screen's module loads when first visited, and with it the
 * route's loader (routes/loaders.ts), in parallel: the loader starts the screen's requests while its code
 * arrives. A route's name is its `handle`. Paths without a screen yet answer "Page not found".
 */
import { createBrowserRouter, type RouteObject } from "react-router";
import { NotFound, RouteError } from "./RouteError.tsx";
import { ROUTE_PATHS, type RouteName } from "./route-table.ts";
import { ScreenLoading, Shell } from "./Shell.tsx";

type RouteModule = () => Promise<{ Component: RouteObject["Component"] }>;

/** The loaders are one small module of their own, so they do not wait for a screen's code. */
const loaders = () => import("../routes/loaders.ts");

/** Screens that ask nothing from their address: no loader, so the first screen never waits for that module. */
const WITHOUT_LOADER: ReadonlySet<RouteName> = new Set(["home"]);

const SCREENS: Partial<Record<RouteName, RouteModule>> = {
  home: () => import("../routes/home.tsx"),
  seasonList: () => import("../routes/season-list.tsx"),
  eventList: () => import("../routes/event-list.tsx"),
  matchList: () => import("../routes/match-list.tsx"),
  teamList: () => import("../routes/team-list.tsx"),
  playerList: () => import("../routes/player-list.tsx"),
  seasonEvent: () => import("../routes/season-event.tsx"),
  eventMatch: () => import("../routes/event-match.tsx"),
  playerData: () => import("../routes/player-data.tsx"),
  // A player reached from a team's players is the same screen as one reached from a search.
  playerTeam: () => import("../routes/player-data.tsx"),
  teamplayerData: () => import("../routes/teamplayer-data.tsx"),
  seasonData: () => import("../routes/season-data.tsx"),
  eventData: () => import("../routes/event-data.tsx"),
  matchData: () => import("../routes/match-data.tsx"),
  playerSeason: () => import("../routes/player-season.tsx"),
  playerEvent: () => import("../routes/player-event.tsx"),
  playerMatch: () => import("../routes/player-match.tsx"),
  playerMatchDetail: () => import("../routes/player-match-detail.tsx"),
  matchDetail: () => import("../routes/match-detail.tsx"),
  teamData: () => import("../routes/team-data.tsx"),
  // The older chain names (docs/spec.md section 2) open the same screens as the newer ones.
  teamSeason: () => import("../routes/team-data.tsx"),
  teamSeasonDetail: () => import("../routes/team-season-detail.tsx"),
  teamEvent: () => import("../routes/team-event.tsx"),
  teamEventDetail: () => import("../routes/team-event-detail.tsx"),
  teamMatch: () => import("../routes/team-event-detail.tsx"),
  teamMatchData: () => import("../routes/team-match-data.tsx"),
  teamMatchDetail: () => import("../routes/team-match-data.tsx"),
  teamMatchPlayer: () => import("../routes/team-match-player.tsx"),
};

const screens: RouteObject[] = Object.entries(SCREENS).map(([name, load]) => ({
  path: ROUTE_PATHS[name as RouteName],
  handle: { name },
  lazy: {
    ...(WITHOUT_LOADER.has(name as RouteName)
      ? {}
      : { loader: () => loaders().then((module) => module.loaderOf(name as RouteName)) }),
    Component: () => load().then((module) => module.Component),
  },
}));

export const router = createBrowserRouter([
  {
    Component: Shell,
    ErrorBoundary: RouteError,
    HydrateFallback: ScreenLoading,
    children: [...screens, { path: "*", Component: NotFound }],
  },
]);
