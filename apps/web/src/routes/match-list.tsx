export { MatchListPage as Component } from "../features/lists/MatchListPage.tsx";
