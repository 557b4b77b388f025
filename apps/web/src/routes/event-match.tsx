export { EventPage as Component } from "../features/event/EventPage.tsx";
