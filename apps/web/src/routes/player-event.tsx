export { PlayerEventPage as Component } from "../features/player/PlayerEventPage.tsx";
