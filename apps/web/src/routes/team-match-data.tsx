export { TeamMatchDetailPage as Component } from "../features/team/TeamMatchDetailPage.tsx";
