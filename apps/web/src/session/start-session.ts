/**
 * Takes the session keys out of the page address. main.tsx imports this module first, so it runs before
 * the router module is evaluated and reads the address: the router never sees the access token.
 */
import { browserStorage, takeSessionKeys } from "./session-keys.ts";

takeSessionKeys({ location: window.location, history: window.history, storage: browserStorage() });
