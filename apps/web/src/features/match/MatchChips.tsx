/**
 * The tab bar of the matches loaded (docs/spec.md section 2 "Match detail"): a chip per match, and Overall when
 * there are several; a chip's cross removes its match (the address changes and the data reloads). The last
 * match has no cross: the screen always shows one. When the chips overflow their line, an arrow at each edge
 * with more chips beyond it says so and scrolls there.
 */
import { type RefObject, useLayoutEffect, useRef, useState } from "react";
import { useT } from "../../i18n/i18n.ts";
import { BackIcon, CloseIcon } from "../../ui/icons.tsx";
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
  const strip = useRef<HTMLElement>(null);
  const beyond = useHiddenEnds(strip);
  // Most of a strip's width at a time, so the chip cut at the edge stays in view (smoothly, as the CSS says).
  const scroll = (direction: 1 | -1) =>
    strip.current?.scrollBy({ left: direction * strip.current.clientWidth * 0.8 });
  return (
    <div className="match-chips-frame">
      <nav className="match-chips" aria-label={t("match.chips")} ref={strip}>
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
      {beyond.start && <ChipsArrow side="earlier" onClick={() => scroll(-1)} />}
      {beyond.end && <ChipsArrow side="later" onClick={() => scroll(1)} />}
    </div>
  );
}

interface HiddenEnds {
  readonly start: boolean;
  readonly end: boolean;
}

/** Whether a sideways scroller has content out of view before and after, kept true as it scrolls and resizes. */
function useHiddenEnds(ref: RefObject<HTMLElement | null>): HiddenEnds {
  const [ends, setEnds] = useState<HiddenEnds>({ start: false, end: false });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEnds((shown) => (shown.start === start && shown.end === end ? shown : { start, end }));
    };
    element.addEventListener("scroll", update, { passive: true });
    // The chips change with the matches loaded, and their names with the language: both resize the list.
    // The observer's first call comes once the page is laid out: measuring here, as the screen mounts, would
    // make the browser lay the whole page out in the middle of drawing it.
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, [ref]);
  return ends;
}

/** The arrow at an edge of the chip strip with more chips beyond it. */
function ChipsArrow({ side, onClick }: { readonly side: "earlier" | "later"; readonly onClick: () => void }) {
  const { t } = useT();
  const label = t(side === "earlier" ? "match.chipsEarlier" : "match.chipsLater");
  return (
    <button
      type="button"
      className={`match-chips-more match-chips-${side}`}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <BackIcon />
    </button>
  );
}
