export { TeamEventDetailPage as Component } from "../features/team/TeamEventDetailPage.tsx";
