/**
 * A detail screen's heading: back, what is shown with its ids, and the record's name once known (until
 * then, what is shown). The browser tab reads the same.
 */
import { useTitle } from "../../app/use-title.ts";
import { BackButton } from "./BackButton.tsx";
import "./detail-screen.css";

interface DetailHeaderProps {
  /** What the screen shows ("Season", in the visitor's language). */
  readonly kind: string;
  readonly ids: readonly (number | string)[];
  /** The record's name; undefined while it is not known. */
  readonly name: string | undefined;
}

export function DetailHeader({ kind, ids, name }: DetailHeaderProps) {
  useTitle(name ?? `${kind} ${ids.join(", ")}`);
  return (
    <div className="screen-header detail-header">
      <BackButton />
      <div className="detail-heading">
        <p className="detail-kind">
          {kind} <span className="detail-id">#{ids.join(", #")}</span>
        </p>
        <h1>{name ?? kind}</h1>
      </div>
    </div>
  );
}
