/** Home (docs/spec.md section 2): only the search bar, with "No Data" after a search that found nothing. */
import { useLocation } from "react-router";
import { useTitle } from "../../app/use-title.ts";
import { type HomeState, SearchBar } from "../../blocks/search/SearchBar.tsx";
import { useT } from "../../i18n/i18n.ts";
import "./home.css";

export function HomePage() {
  const state = useLocation().state as Partial<HomeState> | null;
  const { t } = useT();
  useTitle(undefined);
  return (
    <div className="home">
      <h1 className="visually-hidden">{t("home.heading")}</h1>
      <SearchBar />
      {state?.noData && (
        <p className="no-data" role="status">
          {t("common.noData")}
        </p>
      )}
    </div>
  );
}
