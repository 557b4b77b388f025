/**
 * The header's screenshot button (docs/spec.md sections 1 and 6): inside the game app it hands a picture of the
 * screen to the app to share; in a browser it opens the share sheet where one takes files, or saves the
 * picture. The capture code loads on the first press, so the first screen does not carry it.
 */
import { useState } from "react";
import { type MessageKey, useT } from "../i18n/i18n.ts";
import { IconButton } from "../ui/IconButton.tsx";
import { CameraIcon } from "../ui/icons.tsx";
import { showToast } from "../ui/toasts.ts";
import { nativeBridge } from "./native-bridge.ts";
import type { ShareOutcome } from "./share-screenshot.ts";
import { shareTarget } from "./share-target.ts";
import "./screenshot-button.css";

const OUTCOME_TEXT: Record<ShareOutcome, MessageKey | null> = {
  shared: "screenshot.shared",
  saved: "screenshot.saved",
  cancelled: null,
};

export function ScreenshotButton() {
  const [busy, setBusy] = useState(false);
  const bridge = nativeBridge();
  const { t } = useT();
  const label = t(shareTarget(bridge) === "download" ? "screenshot.save" : "screenshot.share");

  const take = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { shareScreenshot } = await import("./share-screenshot.ts");
      const text = OUTCOME_TEXT[await shareScreenshot(bridge)];
      if (text) showToast(t(text));
    } catch {
      showToast(t("screenshot.failed"));
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
