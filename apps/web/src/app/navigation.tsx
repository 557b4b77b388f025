/** Moving between screens by route name: the address is built here, and going where you are is ignored. */
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { encodeQuery, type RouteQuery } from "./query-ids.ts";
import { ROUTE_PATHS, type RouteName } from "./route-table.ts";

export const hrefTo = (name: RouteName, query?: RouteQuery): string =>
  `${ROUTE_PATHS[name]}${encodeQuery(query)}`;

/** Navigates by route name; a navigation to the screen already shown is silently ignored (docs/spec.md section 2). */
export function useGo(): (name: RouteName, query?: RouteQuery) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (name, query) => {
    const href = hrefTo(name, query);
    if (href === `${location.pathname}${location.search}`) return;
    void navigate(href);
  };
}

interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  readonly to: RouteName;
  readonly query?: RouteQuery;
  readonly children: ReactNode;
}

/** A real link (copyable, opens in a new tab) that, when followed to the screen shown, does nothing. */
export function RouteLink({ to, query, onClick, ...rest }: RouteLinkProps) {
  const location = useLocation();
  const href = hrefTo(to, query);
  const here = href === `${location.pathname}${location.search}`;
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (here) event.preventDefault();
  };
  return <Link to={href} onClick={click} aria-current={here ? "page" : undefined} {...rest} />;
}
