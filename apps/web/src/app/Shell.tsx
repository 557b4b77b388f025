/** The frame every screen lives in (docs/spec.md section 2): header with title, search bar and screenshot button, the routed content, the loading overlay and the toasts; each screen shown is reported as a page view. */
import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { usePageViews } from "../analytics/use-page-views.ts";
import { SearchBar } from "../blocks/search/SearchBar.tsx";
import { ScreenshotButton } from "../bridge/ScreenshotButton.tsx";
import { t, useT } from "../i18n/i18n.ts";
import { LanguageSwitcher } from "../i18n/LanguageSwitcher.tsx";
import { LoadingOverlay } from "../ui/LoadingOverlay.tsx";
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
        {!home && <SearchBar />}
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
      <LoadingOverlay />
      <ToastHost />
    </div>
  );
}
