export { PlayerMatchDetailPage as Component } from "../features/player/PlayerMatchDetailPage.tsx";
