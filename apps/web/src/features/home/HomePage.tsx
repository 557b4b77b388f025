/** Home (SPEC section 2): only the search bar, with "No Data" after a search that found nothing. */
import { useLocation } from "react-router";
import { useTitle } from "../../app/use-title.ts";
import { type HomeState, SearchBar } from "../search/SearchBar.tsx";
import "./home.css";

export function HomePage() {
  const state = useLocation().state as Partial<HomeState> | null;
  useTitle(undefined);
  return (
    <div className="home">
      <h1 className="visually-hidden">Search esports statistics</h1>
      <SearchBar />
      {state?.noData && (
        <p className="no-data" role="status">
          No Data
        </p>
      )}
    </div>
  );
}
