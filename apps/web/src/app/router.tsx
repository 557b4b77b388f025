/**
 * The route table of SPEC section 2. Each screen's module loads when first visited; a route's name is its
 * `handle`. Paths without a screen yet answer "Page not found".
 */
import { createBrowserRouter, type RouteObject } from "react-router";
import { NotFound, RouteError } from "./RouteError.tsx";
import { ROUTE_PATHS, type RouteName } from "./route-table.ts";
import { ScreenLoading, Shell } from "./Shell.tsx";

type RouteModule = () => Promise<{ Component: RouteObject["Component"] }>;

const SCREENS: Partial<Record<RouteName, RouteModule>> = {
  home: () => import("../routes/home.tsx"),
  seasonList: () => import("../routes/season-list.tsx"),
  eventList: () => import("../routes/event-list.tsx"),
  matchList: () => import("../routes/match-list.tsx"),
  teamList: () => import("../routes/team-list.tsx"),
  playerList: () => import("../routes/player-list.tsx"),
  seasonEvent: () => import("../routes/season-event.tsx"),
  eventMatch: () => import("../routes/event-match.tsx"),
};

const screens: RouteObject[] = Object.entries(SCREENS).map(([name, load]) => ({
  path: ROUTE_PATHS[name as RouteName],
  handle: { name },
  lazy: load,
}));

export const router = createBrowserRouter([
  {
    Component: Shell,
    ErrorBoundary: RouteError,
    HydrateFallback: ScreenLoading,
    children: [...screens, { path: "*", Component: NotFound }],
  },
]);
