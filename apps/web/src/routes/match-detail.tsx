export { MatchDetailPage as Component } from "../features/match/MatchDetailPage.tsx";
