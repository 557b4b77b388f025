/**
 * Compare bars (docs/spec.md section 4): for each line, both sides' values and a bar per side filled to its
 * share of the two together. The match screen's compare dialog and the head-to-head screen show them.
 */
import type { CompareLine } from "@match-stats/stats";
import { useT } from "../../i18n/i18n.ts";
import "./compare-lines.css";

interface CompareLinesProps {
  readonly title: string;
  readonly lines: readonly CompareLine[];
  readonly names: readonly [string, string];
  readonly emptyText: string;
}

export function CompareLines({ title, lines, names, emptyText }: CompareLinesProps) {
  const { label } = useT();
  return (
    <section className="compare-group" aria-label={title}>
      <h3>{title}</h3>
      {lines.length === 0 ? (
        <p className="no-data">{emptyText}</p>
      ) : (
        <ul className="compare-lines">
          {lines.map((line) => (
            <li key={line.key} className="compare-line">
              <div className="compare-line-head">
                <span className="compare-value">{line.a}</span>
                <span className="compare-label">{label(line.label)}</span>
                <span className="compare-value">{line.b}</span>
              </div>
              <div className="compare-line-bars">
                <ShareBar side="a" name={names[0]} label={label(line.label)} percent={line.percent.a} />
                <ShareBar side="b" name={names[1]} label={label(line.label)} percent={line.percent.b} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface ShareBarProps {
  readonly side: "a" | "b";
  readonly name: string;
  readonly label: string;
  readonly percent: number;
}

/** One side's share; side a fills from the middle to the left, side b from the middle to the right. */
function ShareBar({ side, name, label, percent }: ShareBarProps) {
  return (
    <div className={`compare-share compare-share-${side}`}>
      <span className="compare-percent">{percent}%</span>
      <div
        className="compare-track"
        role="progressbar"
        aria-label={`${label}: ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <span className="compare-fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
