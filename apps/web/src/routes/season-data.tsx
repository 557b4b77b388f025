export { SeasonDataPage as Component } from "../features/player/SeasonDataPage.tsx";
