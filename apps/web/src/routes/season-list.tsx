export { SeasonListPage as Component } from "../features/lists/SeasonListPage.tsx";
