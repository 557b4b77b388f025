/**
 * Where a drill-down screen is: the subject (a team; a player and their team-player record or team) and the
 * season, event and match the visitor went down through, each a link back to its screen; the last one is
 * the screen shown. A subject's own screen has no trail to show.
 */
import { RouteLink } from "../../app/navigation.tsx";
import { useT } from "../../i18n/i18n.ts";
import "./drill-trail.css";
import type { Crumb } from "./crumb.ts";

export function DrillTrail({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useT();
  if (crumbs.length < 2) return null;
  return (
    <nav className="drill-trail" aria-label={t("drilldown.path")}>
      <ol>
        {crumbs.map((crumb, index) => {
          const content = (
            <>
              <span className="drill-trail-kind">{t(`kind.${crumb.kind}`)}</span>
              <span className="drill-trail-name">{crumb.name}</span>
            </>
          );
          return (
            <li key={crumb.kind}>
              {index === crumbs.length - 1 ? (
                <span aria-current="page">{content}</span>
              ) : (
                <RouteLink to={crumb.to} query={crumb.query}>
                  {content}
                </RouteLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
