/**
 * The header's screenshot button (SPEC sections 1 and 6): inside the game app it hands a picture of the
 * screen to the app to share; in a browser it opens the share sheet where one takes files, or saves the
 * picture. The capture code loads on the first press, so the first screen does not carry it.
 */
import { useState } from "react";
import { IconButton } from "../ui/IconButton.tsx";
import { CameraIcon } from "../ui/icons.tsx";
import { showToast } from "../ui/toasts.ts";
import { nativeBridge } from "./native-bridge.ts";
import type { ShareOutcome } from "./share-screenshot.ts";
import { shareTarget } from "./share-target.ts";
import "./screenshot-button.css";

const OUTCOME_TEXT: Record<ShareOutcome, string | null> = {
  shared: "Screenshot shared",
  saved: "Screenshot saved",
  cancelled: null,
};

export function ScreenshotButton() {
  const [busy, setBusy] = useState(false);
  const bridge = nativeBridge();
  const label = shareTarget(bridge) === "download" ? "Save a screenshot" : "Share a screenshot";

  const take = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { shareScreenshot } = await import("./share-screenshot.ts");
      const text = OUTCOME_TEXT[await shareScreenshot(bridge)];
      if (text) showToast(text);
    } catch {
      showToast("The screenshot could not be shared, please try again");
    } finally {
      setBusy(false);
    }
  };

  return (
    <IconButton label={label} className="screenshot-button" aria-busy={busy} data-no-capture onClick={take}>
      <CameraIcon />
    </IconButton>
  );
}
