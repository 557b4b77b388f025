/** A standings table's sort lives in the address (`standings_<event id>=-kills`), so a shared link opens it sorted. */
import { useAddressParam } from "../../ui/address-param.ts";
import type { Sort } from "../../ui/sort-rows.ts";

const readSort = (value: string | null): Sort | null => {
  if (!value) return null;
  const descending = value.startsWith("-");
  return { key: descending ? value.slice(1) : value, descending };
};

/** The sort of one event's standings table, read from the address and kept there. */
export function useStandingsSort(eventId: number): [Sort | null, (sort: Sort | null) => void] {
  const [value, setValue] = useAddressParam(`standings_${eventId}`);
  return [readSort(value), (next) => setValue(next ? `${next.descending ? "-" : ""}${next.key}` : null)];
}
