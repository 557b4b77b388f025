/** A client that talks to the API as the web app does: CSRF cookie and header, signed bodies. */
import { request } from "node:http";
import { API_PREFIX, type CallName, DEV_SIGNING_SECRET, signBody } from "@match-stats/contract";

/** An answer as it came over the wire, not decoded (fetch would undo its Content-Encoding). */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

export interface CallOptions {
  /** Replaces the body entirely (no signing): for tests of malformed requests. */
  rawBody?: string;
  headers?: Record<string, string>;
  secret?: string;
  timestamp?: number;
}

export class ApiClient {
  readonly base: string;
  private token = "";

  constructor(base: string) {
    this.base = base;
  }

  /** Loads a page, as a browser does first, to get the CSRF cookie. */
  async init(): Promise<this> {
    const response = await fetch(`${this.base}/`);
    const cookie = response.headers.get("set-cookie") ?? "";
    this.token = /csrftoken=([^;]+)/.exec(cookie)?.[1] ?? "";
    if (!this.token) throw new Error("no csrftoken cookie on the page");
    return this;
  }

  get csrfToken(): string {
    return this.token;
  }

  async post(
    call: CallName | string,
    fields: Record<string, unknown>,
    options: CallOptions = {},
  ): Promise<Response> {
    const path = `${API_PREFIX}${call}`;
    const body =
      options.rawBody ??
      JSON.stringify(await signBody(path, fields, options.secret ?? DEV_SIGNING_SECRET, options.timestamp));
    return fetch(`${this.base}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: `csrftoken=${this.token}`,
        "x-csrftoken": this.token,
        ...options.headers,
      },
      body,
    });
  }

  /** Posts a body as it is, with the CSRF cookie and header, and answers the bytes on the wire. */
  postRaw(call: CallName, body: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const sent = request(
        `${this.base}${API_PREFIX}${call}`,
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            cookie: `csrftoken=${this.token}`,
            "x-csrftoken": this.token,
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              bytes: Buffer.concat(chunks),
            }),
          );
        },
      );
      sent.on("error", reject);
      sent.end(body);
    });
  }

  /** Posts and answers the parsed envelope with the HTTP status. */
  async call<T = Record<string, unknown>>(
    call: CallName | string,
    fields: Record<string, unknown>,
    options: CallOptions = {},
  ): Promise<{ http: number; status: string; code: string | number; msg: string; data: T }> {
    const response = await this.post(call, fields, options);
    const envelope = (await response.json()) as {
      status: string;
      code: string | number;
      msg: string;
      data: T;
    };
    return { http: response.status, ...envelope };
  }
}
