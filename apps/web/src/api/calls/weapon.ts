import type { CallRequestInput, CallResponse } from "@match-stats/contract";
import { api } from "../client.ts";
import { ApiError, NO_DATA_CODE } from "../errors.ts";
import type { Query } from "../query.ts";

export type WeaponAnswer = CallResponse<"weapon"> | null;

/**
 * Weapon totals and averages in some matches; null when the games have no weapon data (the answer "no
 * data", which opens the dialog empty instead of raising a toast: docs/spec.md section 8).
 */
export const weaponQuery = (fields: CallRequestInput<"weapon">): Query<WeaponAnswer> => ({
  queryKey: ["weapon", fields],
  queryFn: () =>
    api.call("weapon", fields, { quiet: [NO_DATA_CODE] }).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === NO_DATA_CODE) return null;
      throw error;
    }),
});
