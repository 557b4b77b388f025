export { SeasonPage as Component } from "../features/season/SeasonPage.tsx";
