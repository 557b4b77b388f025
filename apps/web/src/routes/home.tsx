export { HomePage as Component } from "../features/home/HomePage.tsx";
