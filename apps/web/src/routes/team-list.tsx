export { TeamListPage as Component } from "../features/lists/TeamListPage.tsx";
