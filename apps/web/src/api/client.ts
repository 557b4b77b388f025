/**
 * The one way the app calls the API (docs/spec.md section 7): POST with JSON and credentials, the CSRF header from
 * the cookie, the body signed with `timestamp` and `signature`, a 20 s time-out, and every failure mapped
 * to the text of docs/spec.md section 8 and reported once. It is the query cache's fetcher: the cache decides when
 * a request goes out (query-client.ts).
 */
import type { CallName, CallRequestInput, CallResponse } from "@match-stats/contract";
import { API_PREFIX } from "@match-stats/contract/api-path";
import { signBody } from "@match-stats/contract/signing";
import { showToast } from "../ui/toasts.ts";
import { ApiError, envelopeError, networkError, timeoutError } from "./errors.ts";
import { csrfToken, signingSecret } from "./page-keys.ts";

export const REQUEST_TIMEOUT_MS = 20_000;

export type FileCall = "download_all" | "download_this_page";
export type DataCall = Exclude<CallName, FileCall>;

interface CallOptions {
  /** Codes the caller handles itself: no toast for them. */
  readonly quiet?: readonly string[];
}

export interface SavedFile {
  readonly blob: Blob;
  readonly fileName: string;
}

/** The zip's name when the answer does not say (docs/spec.md section 1). */
export const DEFAULT_FILE_NAME = "All Data.zip";

export interface ClientDeps {
  readonly fetch: typeof fetch;
  readonly secret: () => string;
  readonly csrf: () => string;
  /** Shows a failure to the visitor (a toast). */
  readonly report: (error: ApiError) => void;
  readonly timeoutMs: number;
}

/** The file name of a Content-Disposition header (RFC 6266: `filename*` first, then `filename`). */
export function fileNameOf(header: string | null): string {
  if (!header) return DEFAULT_FILE_NAME;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"((?:[^"\\]|\\.)*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.replace(/\\(.)/g, "$1").trim();
  return name || DEFAULT_FILE_NAME;
}

/** A request the visitor does not wait for: it outlives the page it leaves from. */
interface PostOptions {
  readonly background?: boolean;
}

export function createClient(deps: ClientDeps) {
  async function post(
    name: CallName,
    fields: Record<string, unknown>,
    { background = false }: PostOptions = {},
  ): Promise<Response> {
    const path = `${API_PREFIX}${name}`;
    const body = await signBody(path, fields, deps.secret());
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deps.timeoutMs);
    try {
      return await deps.fetch(path, {
        method: "POST",
        credentials: "include",
        keepalive: background,
        headers: { "content-type": "application/json", "x-csrftoken": deps.csrf() },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
    } catch {
      throw controller.signal.aborted ? timeoutError() : networkError();
    } finally {
      clearTimeout(timer);
    }
  }

  async function readData(response: Response): Promise<unknown> {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw networkError();
    }
    const envelope =
      body !== null && typeof body === "object" ? (body as { status?: unknown; data?: unknown }) : null;
    const error = envelopeError(envelope);
    if (error) throw error;
    return envelope?.data;
  }

  async function readFile(response: Response): Promise<SavedFile> {
    if (!response.ok || response.headers.get("content-type")?.includes("application/json")) {
      await readData(response);
      throw networkError();
    }
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get("content-disposition")) };
  }

  /** Sends one request and reports its failure once. */
  function send<T>(
    name: CallName,
    fields: Record<string, unknown>,
    read: (response: Response) => Promise<T>,
    options: CallOptions,
  ): Promise<T> {
    return post(name, fields)
      .then(read)
      .catch((error: unknown) => {
        const failure = error instanceof ApiError ? error : networkError();
        if (!options.quiet?.includes(failure.code)) deps.report(failure);
        throw failure;
      });
  }

  return {
    call<C extends DataCall>(
      name: C,
      fields: CallRequestInput<C>,
      options: CallOptions = {},
    ): Promise<CallResponse<C>> {
      return send(name, fields, readData, options) as Promise<CallResponse<C>>;
    },
    /**
     * A report of the page's own (analytics), in the background: not a query, so no loading bar and
     * no duplicate window (two equal batches are two sets of events); no toast, the answer not read. It settles once sent; a
     * failure rejects, and what to do with it is the caller's choice.
     */
    async report<C extends DataCall>(name: C, fields: CallRequestInput<C>): Promise<void> {
      await post(name, fields, { background: true });
    },
    /** A download: the file and its name. Not a query: saving twice is what the visitor asked for. */
    file<C extends FileCall>(name: C, fields: CallRequestInput<C>): Promise<SavedFile> {
      return send(name, fields, readFile, {});
    },
  };
}

export type ApiClient = ReturnType<typeof createClient>;

/** The page's client. */
export const api: ApiClient = createClient({
  fetch: (input, init) => fetch(input, init),
  secret: signingSecret,
  csrf: csrfToken,
  report: (error) => showToast(error.msg),
  timeoutMs: REQUEST_TIMEOUT_MS,
});
