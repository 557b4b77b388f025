export { TeamDataPage as Component } from "../features/team/TeamDataPage.tsx";
