export { PlayerListPage as Component } from "../features/lists/PlayerListPage.tsx";
