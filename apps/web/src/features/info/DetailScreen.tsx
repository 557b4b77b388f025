/**
 * The frame of a detail screen opened by id (the season and event pages): the back button and the
 * heading, then the screen's blocks once its record is loaded; "not found" instead of a blank page when
 * the id matches nothing, and a retry when the load failed (its toast has shown why).
 */
import type { ReactNode } from "react";
import type { Loaded } from "../../api/use-call.ts";
import { RouteLink } from "../../app/navigation.tsx";
import { useTitle } from "../../app/use-title.ts";
import { BackButton } from "./BackButton.tsx";
import "./detail-screen.css";

interface DetailScreenProps<T> {
  /** What the screen shows ("Season"): the heading until the record's name is known. */
  readonly kind: string;
  readonly id: number;
  /** The record, or null when the id matches none. */
  readonly record: Loaded<T | null>;
  readonly name: (record: T) => string;
  readonly children: (record: T) => ReactNode;
}

export function DetailScreen<T>({ kind, id, record, name, children }: DetailScreenProps<T>) {
  const { data } = record;
  useTitle(data ? name(data) : `${kind} ${id}`);
  return (
    <>
      <div className="screen-header detail-header">
        <BackButton />
        <div className="detail-heading">
          <p className="detail-kind">
            {kind} <span className="detail-id">#{id}</span>
          </p>
          <h1>{data ? name(data) : kind}</h1>
        </div>
      </div>
      {data ? children(data) : <DetailState kind={kind} id={id} record={record} />}
    </>
  );
}

function DetailState<T>({ kind, id, record }: Pick<DetailScreenProps<T>, "kind" | "id" | "record">) {
  if (record.loading) return <p className="screen-loading">Loading…</p>;
  if (record.data === null) {
    return (
      <div className="message-box" role="alert">
        <h2>{kind} not found</h2>
        <p>
          There is no {kind.toLowerCase()} with the ID {id}.
        </p>
        <RouteLink to="home" className="button">
          Go to the home page
        </RouteLink>
      </div>
    );
  }
  return (
    <div className="message-box" role="alert">
      <h2>This {kind.toLowerCase()} could not be loaded</h2>
      <button type="button" className="button button-primary" onClick={record.reload}>
        Try again
      </button>
    </div>
  );
}
