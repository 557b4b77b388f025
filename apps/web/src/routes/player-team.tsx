export { PlayerPage as Component } from "../features/player/PlayerPage.tsx";
