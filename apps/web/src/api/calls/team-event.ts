import type { CallRequestInput } from "@match-stats/contract";
import { api, type CallOptions } from "../client.ts";

/** The events a team played, optionally only some. */
export const teamEvent = (fields: CallRequestInput<"team_event">, options?: CallOptions) =>
  api.call("team_event", fields, options);
