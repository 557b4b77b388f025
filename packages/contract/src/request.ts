/** Pieces every request schema is built from. */
import { z } from "zod";

export const MAX_MATCH_IDS = 8;
export const MAX_LIST = 1000;

/** Every POST body carries these two (CONTRACT.md "Request signature"). */
export const signedFields = {
  timestamp: z.int().min(0).describe("Unix seconds when the request was made"),
  signature: z
    .string()
    .regex(/^[0-9a-f]{64}$/, "must be 64 lowercase hex characters")
    .describe("HMAC-SHA256 of the path and the canonical body"),
};

export const signed = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject({ ...shape, ...signedFields });

export const idInput = z.int().min(1).max(2_147_483_647);
/** An id where -1 means "any" or "none". */
export const optionalId = z
  .int()
  .max(2_147_483_647)
  .refine((n) => n === -1 || n >= 1, "must be an id (1 or more), or -1");
export const teamPlayerIdInput = z
  .string()
  .regex(/^[1-9][0-9]{0,9}_(0|[1-9][0-9]{0,5})$/, "must look like <player_id>_<n>");
export const matchIdsInput = z.array(idInput).min(1).max(MAX_MATCH_IDS);
export const idListInput = z.array(idInput).max(MAX_LIST);
export const flagInput = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((v) => v === true || v === 1);
