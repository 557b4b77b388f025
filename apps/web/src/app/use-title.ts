/** The browser tab names the screen, so history, bookmarks and shared tabs read well. */
import { useEffect } from "react";

const SITE = "Match Stats";

export function useTitle(screen: string | undefined): void {
  useEffect(() => {
    document.title = screen ? `${screen} · ${SITE}` : SITE;
  }, [screen]);
}
