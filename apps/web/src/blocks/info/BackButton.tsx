/** Back on a detail screen: the previous screen of this visit, or home when the screen was opened first. */
import { useNavigate } from "react-router";
import { useT } from "../../i18n/i18n.ts";
import { IconButton } from "../../ui/IconButton.tsx";
import { BackIcon } from "../../ui/icons.tsx";
import "./back-button.css";

/** The router numbers the visit's history entries; 0 is the one the visitor arrived at. */
const historyIndex = (): number => {
  const state: unknown = window.history.state;
  const idx = state !== null && typeof state === "object" ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === "number" ? idx : 0;
};

export function BackButton() {
  const navigate = useNavigate();
  const { t } = useT();
  const back = () => void (historyIndex() > 0 ? navigate(-1) : navigate("/"));
  return (
    <IconButton label={t("common.back")} className="back-button" onClick={back}>
      <BackIcon />
    </IconButton>
  );
}
