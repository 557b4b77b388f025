import type { CallRequestInput } from "@match-stats/contract";
import { api, type CallOptions } from "../client.ts";

/** Skill picks by kind in some matches, and the mode of the matches. */
export const skill = (fields: CallRequestInput<"skill">, options?: CallOptions) =>
  api.call("skill", fields, options);
