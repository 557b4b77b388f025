/**
 * The frame of a detail screen opened by id (the season and event pages): the back button and the
 * heading, then the screen's blocks once its record is loaded; "not found" instead of a blank page when
 * the id matches nothing, and a retry when the load failed (its toast has shown why).
 */
import type { ReactNode } from "react";
import type { Loaded } from "../../api/query.ts";
import { RouteLink } from "../../app/navigation.tsx";
import { useT } from "../../i18n/i18n.ts";
import { useClickBlock } from "../../ui/click-block.ts";
import { DetailHeader } from "./DetailHeader.tsx";

interface DetailScreenProps<T> {
  /** What the screen shows ("Season", in the visitor's language): the heading until the record's name is known. */
  readonly kind: string;
  /** A number, or text for a team-player id ("1000001_1"). */
  readonly id: number | string;
  /** The record, or null when the id matches none. */
  readonly record: Loaded<T | null>;
  readonly name: (record: T) => string;
  /** What "not found" says instead of "{kind} {id} does not exist." */
  readonly notFound?: ReactNode;
  readonly children: (record: T) => ReactNode;
}

export function DetailScreen<T>({ kind, id, record, name, notFound, children }: DetailScreenProps<T>) {
  const { data } = record;
  return (
    <>
      <DetailHeader kind={kind} ids={[id]} name={data ? name(data) : undefined} />
      {data ? (
        children(data)
      ) : (
        <DetailState
          kind={kind}
          id={id}
          loading={record.loading}
          missing={record.data === null}
          refetch={record.refetch}
          notFound={notFound}
        />
      )}
    </>
  );
}

interface DetailStateProps {
  readonly kind: string;
  readonly id: number | string;
  readonly loading: boolean;
  /** The load answered, and nothing has the id. */
  readonly missing: boolean;
  readonly refetch: () => void;
  /** What "not found" says instead of "{kind} {id} does not exist." */
  readonly notFound?: ReactNode;
}

/** A screen without its record: loading, nothing found (home is offered), or a failed load (retry). */
export function DetailState({ kind, id, loading, missing, refetch, notFound }: DetailStateProps) {
  const { t } = useT();
  const retry = useClickBlock(refetch);
  if (loading) return <p className="screen-loading">{t("common.loading")}</p>;
  if (missing) {
    return (
      <div className="message-box" role="alert">
        <h2>{t("detail.notFound.title")}</h2>
        <p>{notFound ?? t("detail.notFound.text", { kind, id })}</p>
        <RouteLink to="home" className="button">
          {t("common.goHome")}
        </RouteLink>
      </div>
    );
  }
  return (
    <div className="message-box" role="alert">
      <h2>{t("detail.failed.title", { kind, id })}</h2>
      <button type="button" className="button button-primary" onClick={retry}>
        {t("common.tryAgain")}
      </button>
    </div>
  );
}
