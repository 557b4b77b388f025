import type { CallRequestInput } from "@match-stats/contract";
import { api, type CallOptions } from "../client.ts";

/** Weapon totals and averages in some matches; answers code "no data" when there is none. */
export const weapon = (fields: CallRequestInput<"weapon">, options?: CallOptions) =>
  api.call("weapon", fields, options);
