/**
 * The search bar of the header (docs/spec.md sections 2, 4 and 5): a category, the terms, a clear icon while
 * there is text, and Enter or the search icon to search. From the second character it suggests the names
 * that match, per category (the chosen one's first); arrows and Enter open one.
 */
import { type FormEvent, useEffect, useId, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { track } from "../../analytics/track.ts";
import { useGo } from "../../app/navigation.tsx";
import { ROUTE_PATHS, type RouteName } from "../../app/route-table.ts";
import { useT } from "../../i18n/i18n.ts";
import { IconButton } from "../../ui/IconButton.tsx";
import { ChevronDownIcon, CloseIcon, SearchIcon } from "../../ui/icons.tsx";
import { Combobox } from "../picker/Combobox.tsx";
import { optionDestination } from "../picker/name-options.ts";
import { useSuggestions } from "../picker/use-suggestions.ts";
import { findMatches } from "./find-matches.ts";
import { storeCategory, storedCategory } from "./search-category.ts";
import { planSearch, SEARCH_CATEGORIES, type SearchCategory, splitTerms } from "./search-terms.ts";
import "./search-bar.css";

/** Names suggested per category as the terms are typed: a glance, not a result list. */
const SUGGESTIONS_PER_KIND = 4;

/** The result list of each category but Match, whose ids open the match detail. */
const LIST_ROUTES: Record<SearchCategory, RouteName> = {
  match: "matchList",
  season: "seasonList",
  event: "eventList",
  team: "teamList",
  player: "playerList",
};

/** What home shows after a search that found nothing (location state): No Data, and the text searched for. */
export interface HomeState {
  readonly noData: true;
  /** Kept in the search box, so one typo can be fixed. */
  readonly text: string;
}

export function SearchBar() {
  const navigate = useNavigate();
  const go = useGo();
  const location = useLocation();
  const [category, setCategory] = useState<SearchCategory>(storedCategory);
  const [text, setText] = useState(
    () =>
      new URLSearchParams(location.search).get("search") ??
      (location.state as Partial<HomeState> | null)?.text ??
      "",
  );
  const inputId = useId();
  const { t } = useT();
  // The chosen category's names first, then the others'.
  const suggestions = useSuggestions(
    [category, ...SEARCH_CATEGORIES.filter((c) => c !== category)],
    // Several match ids are looked up as they are, on Enter.
    text.includes(",") ? "" : text,
    SUGGESTIONS_PER_KIND,
  );

  // A result list opened from a link shows its category and terms in the bar.
  useEffect(() => {
    const listed = SEARCH_CATEGORIES.find((c) => ROUTE_PATHS[LIST_ROUTES[c]] === location.pathname);
    if (listed) setCategory(listed);
    const terms = new URLSearchParams(location.search).get("search");
    if (terms !== null) setText(terms);
  }, [location.pathname, location.search]);

  const chooseCategory = (value: SearchCategory) => {
    setCategory(value);
    storeCategory(value);
  };

  const goHomeEmpty = () => void navigate("/", { state: { noData: true, text } satisfies HomeState });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const plan = planSearch(category, text);
    track({ name: "search", category, term_count: splitTerms(text).length });
    if (plan.kind === "none") return goHomeEmpty();
    if (plan.kind === "list") return go(LIST_ROUTES[category], { search: plan.terms.join(",") });
    const found = await findMatches(plan.ids).catch(() => null);
    if (found === null) return;
    if (found.length === 0) return goHomeEmpty();
    go("matchDetail", { match_id: found });
  };

  return (
    <search className="search-bar">
      <form onSubmit={submit} className="search-form">
        <div className="search-category">
          <label className="visually-hidden" htmlFor={`${inputId}-category`}>
            {t("search.category")}
          </label>
          <select
            id={`${inputId}-category`}
            value={category}
            onChange={(event) => chooseCategory(event.target.value as SearchCategory)}
          >
            {SEARCH_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`search.category.${c}`)}
              </option>
            ))}
          </select>
          <ChevronDownIcon />
        </div>
        <label className="visually-hidden" htmlFor={inputId}>
          {t("search.in", { category: t(`search.category.${category}`) })}
        </label>
        <Combobox
          id={inputId}
          text={text}
          onText={setText}
          suggestions={suggestions}
          groupLabel={(kind) => t(`search.category.${kind}`)}
          onPick={(option) => {
            const target = optionDestination(option);
            go(target.to, target.query);
          }}
          inputProps={{ enterKeyHint: "search", placeholder: t(`search.placeholder.${category}`) }}
        />
        {text !== "" && (
          <IconButton label={t("search.clear")} className="search-clear" onClick={() => setText("")}>
            <CloseIcon />
          </IconButton>
        )}
        <button
          type="submit"
          className="search-submit"
          aria-label={t("search.label")}
          title={t("search.label")}
        >
          <SearchIcon />
        </button>
      </form>
    </search>
  );
}
