/** The frame every screen lives in (SPEC section 2): header with title and search bar, the routed content, the loading overlay and the toasts. */
import { Suspense } from "react";
import { Outlet } from "react-router";
import { SearchBar } from "../features/search/SearchBar.tsx";
import { LoadingOverlay } from "../ui/LoadingOverlay.tsx";
import { ToastHost } from "../ui/ToastHost.tsx";
import { RouteLink } from "./navigation.tsx";
import "./shell.css";

export function Shell() {
  return (
    <div className="shell">
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <header className="shell-header">
        <RouteLink to="home" className="shell-title">
          <span className="shell-logo" aria-hidden="true">
            ◆
          </span>
          Match Stats
        </RouteLink>
        <SearchBar />
      </header>
      <main id="content" className="shell-content" tabIndex={-1}>
        <Suspense fallback={<p className="screen-loading">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
      <LoadingOverlay />
      <ToastHost />
    </div>
  );
}
