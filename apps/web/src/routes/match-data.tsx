export { MatchDataPage as Component } from "../features/player/MatchDataPage.tsx";
