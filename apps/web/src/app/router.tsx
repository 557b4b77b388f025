/**
 * The route table of docs/spec.md section 2. Each screen's module loads when first visited, and with it the
 * route's loader (routes/loaders.ts), in parallel: the loader starts the screen's requests while its code
 * arrives. Which module is whose is route-modules.ts. A route's name is its `handle`. Other paths answer
 * "Page not found".
 */
import { createBrowserRouter, type RouteObject } from "react-router";
import { NotFound, RouteError } from "./RouteError.tsx";
import { ROUTE_MODULES, WITHOUT_LOADER } from "./route-modules.ts";
import { ROUTE_PATHS, type RouteName } from "./route-table.ts";
import { ScreenLoading, Shell } from "./Shell.tsx";

type RouteModule = () => Promise<{ Component: RouteObject["Component"] }>;

/** Every screen module, each its own chunk, loaded when its route is first visited. */
const MODULES = import.meta.glob<{ Component: RouteObject["Component"] }>("../routes/*.tsx");

/** The loaders are one small module of their own, so they do not wait for a screen's code. */
const loaders = () => import("../routes/loaders.ts");

const screenModule = (name: RouteName): RouteModule => {
  const load = MODULES[`../routes/${ROUTE_MODULES[name]}.tsx`];
  if (!load) throw new Error(`no screen module for the route ${name}`);
  return load;
};

const screens: RouteObject[] = (Object.keys(ROUTE_MODULES) as RouteName[]).map((name) => {
  const load = screenModule(name);
  return {
    path: ROUTE_PATHS[name],
    handle: { name },
    lazy: {
      ...(WITHOUT_LOADER.has(name)
        ? {}
        : { loader: () => loaders().then((module) => module.loaderOf(name)) }),
      Component: () => load().then((module) => module.Component),
    },
  };
});

export const router = createBrowserRouter([
  {
    Component: Shell,
    ErrorBoundary: RouteError,
    HydrateFallback: ScreenLoading,
    children: [...screens, { path: "*", Component: NotFound }],
  },
]);
