export { PlayerMatchPage as Component } from "../features/player/PlayerMatchPage.tsx";
