export { HeadToHeadPage as Component } from "../features/head-to-head/HeadToHeadPage.tsx";
