/** What a call's handler is given and must answer. */
import type { CallName, CallRequest, CallResponse } from "@match-stats/contract";
import type { Kysely } from "kysely";
import type { AnalyticsWriter } from "../analytics/writer.ts";
import type { ReadyAnswer } from "../answers/ready-answer.ts";
import type { Engine } from "../db/connect.ts";
import type { Database } from "../db/schema.ts";

export interface Context {
  readonly db: Kysely<Database>;
  readonly engine: Engine;
  /** Where analytics_events puts its rows: stored off the request path, never waiting for a lock. */
  readonly analytics: AnalyticsWriter;
}

/** A JSON call: answers the `data` of the success envelope (or the envelope ready), or throws an ApiError. */
export type JsonHandler<C extends CallName> = (
  request: CallRequest<C>,
  context: Context,
) => Promise<CallResponse<C> | ReadyAnswer<CallResponse<C>>>;

/** A download: answers a file name and the zip's bytes as a stream. */
export interface FileAnswer {
  fileName: string;
  stream: NodeJS.ReadableStream;
}
export type FileHandler<C extends CallName> = (
  request: CallRequest<C>,
  context: Context,
) => Promise<FileAnswer>;
