export { EventDataPage as Component } from "../features/player/EventDataPage.tsx";
