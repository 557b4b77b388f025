/** The ids a call's `field` needs: absent or -1 answers a 400 naming the id (CONTRACT.md "Envelope"). */
import { invalid } from "../errors.ts";

export function requiredId<R extends { readonly field: string }, K extends keyof R & string>(
  request: R,
  key: K,
): Exclude<R[K], undefined> {
  const value = request[key];
  if (value === undefined || value === -1) throw invalid(key, `is required for field ${request.field}`);
  return value as Exclude<R[K], undefined>;
}
