/** The browser tab names the screen, so history, bookmarks and shared tabs read well. */
import { useEffect } from "react";
import { useT } from "../i18n/i18n.ts";

export function useTitle(screen: string | undefined): void {
  const { t } = useT();
  const site = t("site.name");
  useEffect(() => {
    document.title = screen ? `${screen} · ${site}` : site;
  }, [screen, site]);
}
