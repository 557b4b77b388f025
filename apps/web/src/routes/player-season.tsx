export { PlayerSeasonPage as Component } from "../features/player/PlayerSeasonPage.tsx";
