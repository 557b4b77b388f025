// First: the session keys leave the address before the router reads it.
import "./session/start-session.ts";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { queryClient } from "./api/query-client.ts";
import { BadLinkError } from "./app/query-ids.ts";
import { router } from "./app/router.tsx";
import { startLocale } from "./i18n/start-locale.ts";
import "./styles/theme.css";

await startLocale();

createRoot(document.getElementById("root")!, {
  // A link that cannot be read is shown to the visitor on its error screen; it is not a fault to log.
  onCaughtError: (error) => {
    if (!(error instanceof BadLinkError)) console.error(error);
  },
}).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
