export { LeadersPage as Component } from "../features/leaders/LeadersPage.tsx";
