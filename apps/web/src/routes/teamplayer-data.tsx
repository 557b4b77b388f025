export { TeamPlayerPage as Component } from "../features/player/TeamPlayerPage.tsx";
