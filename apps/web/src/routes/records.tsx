export { RecordsPage as Component } from "../features/records/RecordsPage.tsx";
