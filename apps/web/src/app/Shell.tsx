/** The frame every screen lives in (docs/spec.md section 2): header with title, search bar and screenshot button, the routed content, the loading bar and the toasts; each screen shown is reported as a page view. */
import { formatDateTimeShort } from "@match-stats/stats";
import { Suspense, useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { usePageViews } from "../analytics/use-page-views.ts";
import { dataUpdatedAt } from "../api/page-keys.ts";
import { SearchBar } from "../blocks/search/SearchBar.tsx";
import { ScreenshotButton } from "../bridge/ScreenshotButton.tsx";
import { t, useT } from "../i18n/i18n.ts";
import { LanguageSwitcher } from "../i18n/LanguageSwitcher.tsx";
import { MenuIcon } from "../ui/icons.tsx";
import { LoadingBar } from "../ui/LoadingBar.tsx";
import { ToastHost } from "../ui/ToastHost.tsx";
import { BadLinkBoundary } from "./BadLinkBoundary.tsx";
import { RouteLink } from "./navigation.tsx";
import { ROUTE_PATHS } from "./route-table.ts";
import "./shell.css";

/** While a screen's code or first data arrives. */
export const ScreenLoading = () => <p className="screen-loading">{t("common.loading")}</p>;

export function Shell() {
  // Home is the search bar alone, in the middle of the page.
  const location = useLocation();
  useT();
  const home = location.pathname === ROUTE_PATHS.home;
  usePageViews();
  return (
    <div className="shell">
      <a className="skip-link" href="#content">
        {t("shell.skip")}
      </a>
      <header className="shell-header">
        <RouteLink to="home" className="shell-title">
          <span className="shell-logo" aria-hidden="true">
            ◆
          </span>
          {t("site.name")}
        </RouteLink>
        {/* The site-wide screens beside the search; on a phone, behind a menu button beside the language. */}
        <nav className="shell-nav" aria-label={t("shell.nav")}>
          <SiteLinks />
        </nav>
        {!home && <SearchBar />}
        <SiteMenu />
        <LanguageSwitcher />
        <ScreenshotButton />
      </header>
      <main id="content" className="shell-content" tabIndex={-1}>
        <Suspense fallback={<ScreenLoading />}>
          <BadLinkBoundary key={location.key}>
            <Outlet />
          </BadLinkBoundary>
        </Suspense>
      </main>
      <LoadingBar />
      <DataAsOf />
      <ToastHost />
    </div>
  );
}

const SiteLinks = () => (
  <>
    <RouteLink to="leaders">{t("leaders.title")}</RouteLink>
    <RouteLink to="records">{t("nav.records")}</RouteLink>
  </>
);

/** The phone's way to the site-wide screens: a row of links of their own would push every screen down. */
function SiteMenu() {
  const menu = useRef<HTMLDetailsElement>(null);
  // Choosing a screen (by pointer or keyboard) closes the menu.
  const { key } = useLocation();
  useEffect(() => {
    if (key) menu.current?.removeAttribute("open");
  }, [key]);
  return (
    <details className="shell-menu" ref={menu}>
      <summary className="icon-button" aria-label={t("shell.nav")} title={t("shell.nav")}>
        <MenuIcon />
      </summary>
      <nav className="shell-menu-links" aria-label={t("shell.nav")}>
        <SiteLinks />
      </nav>
    </details>
  );
}

/** Every page's footer: when the data was last loaded, as the page was served (docs/architecture.md). */
function DataAsOf() {
  const at = dataUpdatedAt();
  if (at === null) return null;
  return (
    <footer className="shell-footer">
      <p>{t("shell.dataAsOf", { time: formatDateTimeShort(at) })}</p>
    </footer>
  );
}
