export { PlayerComparePage as Component } from "../features/player/PlayerComparePage.tsx";
