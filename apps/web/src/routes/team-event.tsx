export { TeamEventsPage as Component } from "../features/team/TeamEventsPage.tsx";
