/**
 * The mode family a screen's records, leaders and form show (docs/statistics.md "Mode families"), kept in the
 * address's `mode` like an id, so a copied link opens the same family; battle royale when it names none. The
 * blocks of one screen read the same key, so the season page's records and leaders switch together.
 */
import { DEFAULT_MODE_FAMILY, isModeFamily, type ModeFamily } from "@match-stats/stats";
import { BadLinkError, readTextId } from "../../app/query-ids.ts";
import { useAddressParam } from "../../ui/address-param.ts";

export const MODE_PARAM = "mode";

/** The family an address names; a value that is no family is a link that cannot be opened. */
export function readModeFamily(params: URLSearchParams): ModeFamily {
  const value = readTextId(params, MODE_PARAM);
  if (value === undefined) return DEFAULT_MODE_FAMILY;
  if (!isModeFamily(value)) throw new BadLinkError(MODE_PARAM, "value", value);
  return value;
}

/** The address's family, and a setter writing it there (the default leaves the key out). */
export function useModeFamily(): [ModeFamily, (family: ModeFamily) => void] {
  const [raw, setRaw] = useAddressParam(MODE_PARAM);
  const family = readModeFamily(new URLSearchParams(raw === null ? {} : { [MODE_PARAM]: raw }));
  return [family, (next) => setRaw(next === DEFAULT_MODE_FAMILY ? null : btoa(next))];
}
