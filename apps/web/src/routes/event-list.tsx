export { EventListPage as Component } from "../features/lists/EventListPage.tsx";
