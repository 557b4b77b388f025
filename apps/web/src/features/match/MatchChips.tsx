/**
 * The tab bar of the matches loaded (docs/spec.md section 2 "Match detail"): a chip per match, and Overall when
 * there are several; a chip's cross removes its match (the address changes and the data reloads). The last
 * match has no cross: the screen always shows one.
 */
import { useT } from "../../i18n/i18n.ts";
import { CloseIcon } from "../../ui/icons.tsx";
import { type Focus, type MatchInfo, OVERALL } from "./match-focus.ts";

interface MatchChipsProps {
  readonly infos: readonly MatchInfo[];
  readonly focus: Focus;
  readonly onFocus: (focus: Focus) => void;
  readonly onRemove: (matchId: number) => void;
}

export function MatchChips({ infos, focus, onFocus, onRemove }: MatchChipsProps) {
  const { t } = useT();
  const several = infos.length > 1;
  return (
    <nav className="match-chips" aria-label={t("match.chips")}>
      <ul>
        {several && (
          <li className="match-chip">
            <button
              type="button"
              className="match-chip-main"
              aria-pressed={focus === OVERALL}
              onClick={() => onFocus(OVERALL)}
            >
              {t("match.overall")}
            </button>
          </li>
        )}
        {infos.map((info) => (
          <li key={info.match_id} className="match-chip">
            <button
              type="button"
              className="match-chip-main"
              aria-pressed={focus === info.match_id}
              title={info.match_name}
              onClick={() => onFocus(info.match_id)}
            >
              <span className="match-chip-name">{info.match_name}</span>
              <span className="match-chip-id">#{info.match_id}</span>
            </button>
            {several && (
              <button
                type="button"
                className="match-chip-remove"
                aria-label={t("match.remove", { id: info.match_id })}
                title={t("match.remove", { id: info.match_id })}
                onClick={() => onRemove(info.match_id)}
              >
                <CloseIcon />
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
