/** Home (SPEC section 2): only the search bar, with "No Data" after a search that found nothing. */
import { useLocation } from "react-router";
import type { HomeState } from "../search/SearchBar.tsx";

export function HomePage() {
  const state = useLocation().state as Partial<HomeState> | null;
  return (
    <div className="home">
      <h1 className="home-title">Esports statistics</h1>
      <p className="home-lead">
        Search seasons, events, matches, teams and players of battle royale and clash squad competitions.
      </p>
      {state?.noData && (
        <p className="no-data" role="status">
          No Data
        </p>
      )}
    </div>
  );
}
