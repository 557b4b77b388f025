/** Whether the screen is a phone's width, followed as it turns, for what CSS alone cannot rearrange. */
import { useSyncExternalStore } from "react";

/** The width at and under which the tables' phone layout applies (data-table.css). */
const PHONE_QUERY = "(max-width: 700px)";

const subscribe = (onChange: () => void) => {
  const query = matchMedia(PHONE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

export const usePhone = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => matchMedia(PHONE_QUERY).matches,
    () => false,
  );
