/**
 * The info container (docs/spec.md section 2 "Match detail"): the info panel of the match shown, open; in the
 * overall view one panel per loaded match, closed until the visitor opens it, the closed ones as one compact strip.
 */
import type { SavedFile } from "../../api/client.ts";
import { MatchInfoPanel } from "./MatchInfoPanel.tsx";
import { type Focus, focusInfos, type MatchInfo, OVERALL } from "./match-focus.ts";

interface MatchInfoContainerProps {
  readonly infos: readonly MatchInfo[];
  readonly focus: Focus;
  readonly allData: () => Promise<SavedFile>;
}

export function MatchInfoContainer({ infos, focus, allData }: MatchInfoContainerProps) {
  return (
    // Several matches' closed panels sit side by side, so the tables start on the first screen.
    <div className={focus === OVERALL && infos.length > 1 ? "match-info-strip" : "match-info-container"}>
      {focusInfos(focus, infos).map((info) => (
        <MatchInfoPanel
          // A panel opens afresh when the focus moves.
          key={`${focus}:${info.match_id}`}
          info={info}
          defaultOpen={focus !== OVERALL}
          allData={allData}
        />
      ))}
    </div>
  );
}
