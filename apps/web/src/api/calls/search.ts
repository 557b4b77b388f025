import type { CallRequestInput } from "@match-stats/contract";
import { api, type CallOptions } from "../client.ts";

/** Search seasons, events, matches, teams or players: one page of rows and the total. */
export const search = (fields: CallRequestInput<"search">, options?: CallOptions) =>
  api.call("search", fields, options);
