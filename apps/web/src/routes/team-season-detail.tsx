export { TeamSeasonDetailPage as Component } from "../features/team/TeamSeasonDetailPage.tsx";
