export { TeamMatchPlayerPage as Component } from "../features/team/TeamMatchPlayerPage.tsx";
