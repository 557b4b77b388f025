import { type CallRequestInput, ERRORS } from "@match-stats/contract";
import { signature } from "@match-stats/contract/signing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "../i18n/messages/en.ts";
import {
  type ClientDeps,
  createClient,
  DEFAULT_FILE_NAME,
  fileNameOf,
  REQUEST_TIMEOUT_MS,
} from "./client.ts";
import type { ApiError } from "./errors.ts";

const NETWORK_ERROR_TEXT = MESSAGES["error.network"];

const SECRET = "test-secret";
const SEARCH: CallRequestInput<"search"> = { search_type: 1, field: "season", param: ["cup"] };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const ok = (data: unknown) => json({ status: "success", code: 0, msg: "", data });

interface Sent {
  readonly url: string;
  readonly init: RequestInit;
}

function setup(answer: (sent: Sent) => Promise<Response> | Response = () => ok({ total_nums: 0 })) {
  const sent: Sent[] = [];
  const reported: ApiError[] = [];
  const deps: ClientDeps = {
    fetch: async (url, init = {}) => {
      const request = { url: String(url), init };
      sent.push(request);
      return answer(request);
    },
    secret: () => SECRET,
    csrf: () => "token-123",
    report: (error) => reported.push(error),
    timeoutMs: REQUEST_TIMEOUT_MS,
  };
  return { client: createClient(deps), sent, reported };
}

afterEach(() => vi.useRealTimers());

describe("requests", () => {
  it("posts JSON with credentials, the CSRF header, a timestamp and the contract's signature", async () => {
    const { client, sent } = setup();
    await client.call("search", SEARCH);
    const [request] = sent;
    expect(request?.url).toBe("/api/match_stats/search");
    expect(request?.init.method).toBe("POST");
    expect(request?.init.credentials).toBe("include");
    const headers = request?.init.headers as Record<string, string>;
    expect(headers["x-csrftoken"]).toBe("token-123");
    expect(headers["content-type"]).toBe("application/json");
    const body = JSON.parse(String(request?.init.body)) as Record<string, unknown>;
    expect(body.timestamp).toBeTypeOf("number");
    const { signature: sig, ...signed } = body;
    expect(sig).toBe(await signature("/api/match_stats/search", signed, SECRET));
  });

  it("reports in the background: signed, kept alive past the page, sent every time, no toast", async () => {
    const { client, sent, reported } = setup(() =>
      json({ status: "error", code: "RATE_LIMITED", msg: "x" }, 429),
    );
    const events = { events: [{ name: "page_view" as const, route: "home" }] };
    await client.report("analytics_events", events);
    await client.report("analytics_events", events);
    expect(sent).toHaveLength(2);
    const [first] = sent;
    expect(first?.init.keepalive).toBe(true);
    expect(first?.init.headers).toMatchObject({ "x-csrftoken": "token-123" });
    const { signature: sig, ...signed } = JSON.parse(String(first?.init.body)) as Record<string, unknown>;
    expect(sig).toBe(await signature("/api/match_stats/analytics_events", signed, SECRET));
    expect(reported).toEqual([]);
  });

  it("answers the envelope's data", async () => {
    const { client } = setup(() => ok({ total_nums: 3, season_stats: [] }));
    await expect(client.call("search", SEARCH)).resolves.toEqual({ total_nums: 3, season_stats: [] });
  });
});

describe("errors (docs/spec.md section 8)", () => {
  const failing = async (answer: () => Promise<Response> | Response) => {
    const { client, reported } = setup(answer);
    const error = await client.call("search", SEARCH).then(
      () => null,
      (e: ApiError) => e,
    );
    return { error, reported };
  };

  it("shows the msg of a status error and of a status toast", async () => {
    for (const status of ["error", "toast"]) {
      const { error, reported } = await failing(() =>
        json({ status, code: "EVENT_ENDED", msg: "Event ended", data: {} }, 400),
      );
      expect(error).toMatchObject({ code: "EVENT_ENDED", msg: "Event ended" });
      expect(reported.map((e) => e.msg)).toEqual(["Event ended"]);
    }
  });

  it("shows the network text for a network failure, an unknown answer, an unknown status and a time-out code", async () => {
    const answers = [
      () => Promise.reject(new TypeError("Failed to fetch")),
      () => new Response("<html>bad gateway</html>", { status: 502 }),
      () => json({ status: "weird", code: 7, msg: "x", data: {} }),
      () => json({ status: "error", code: "TIMEOUT", msg: "Service timeout", data: {} }, 503),
      () => json({ status: "error", code: "NO_MSG", msg: "", data: {} }, 400),
    ];
    for (const answer of answers) {
      const { error, reported } = await failing(answer);
      expect(error?.msg).toBe(NETWORK_ERROR_TEXT);
      expect(reported).toHaveLength(1);
    }
  });

  it("shows its own text, in the page's language, when the database is briefly unavailable (503)", async () => {
    const { error, reported } = await failing(() =>
      json({ status: "error", code: "SERVICE_UNAVAILABLE", msg: "(server text)", data: {} }, 503),
    );
    expect(error).toMatchObject({ code: "SERVICE_UNAVAILABLE", msg: MESSAGES["error.unavailable"] });
    expect(MESSAGES["error.unavailable"]).toBe(ERRORS.SERVICE_UNAVAILABLE.msg);
    expect(reported.map((e) => e.msg)).toEqual([MESSAGES["error.unavailable"]]);
  });

  it("says each refusal of the server in the visitor's words, never its text for developers", async () => {
    const cases: [code: string, msg: string, text: string][] = [
      [
        "INVALID_BODY",
        "single_match_ids.0: Too small: expected number to be >=1",
        MESSAGES["error.refused.game"],
      ],
      ["INVALID_BODY", "single_match_id: is not a game of match 10000001", MESSAGES["error.refused.game"]],
      [
        "INVALID_BODY",
        "match_ids: Too big: expected array to have <=8 items",
        MESSAGES["error.refused.match"],
      ],
      ["INVALID_BODY", "param.0: must be at most 100 characters", MESSAGES["error.refused.search"]],
      ["INVALID_BODY", "season_id: is required for field season", MESSAGES["error.refused.link"]],
      ["INVALID_BODY", "evil: unknown field", MESSAGES["error.refused.link"]],
      ["BAD_SIGNATURE", ERRORS.BAD_SIGNATURE.msg, MESSAGES["error.refused.session"]],
      ["STALE_REQUEST", ERRORS.STALE_REQUEST.msg, MESSAGES["error.refused.clock"]],
      ["BODY_TOO_LARGE", ERRORS.BODY_TOO_LARGE.msg, MESSAGES["error.refused.other"]],
      ["RATE_LIMITED", ERRORS.RATE_LIMITED.msg, MESSAGES["error.refused.busy"]],
      ["INTERNAL", ERRORS.INTERNAL.msg, MESSAGES["error.refused.internal"]],
    ];
    for (const [code, msg, text] of cases) {
      const { error, reported } = await failing(() => json({ status: "error", code, msg, data: {} }, 400));
      expect(error, msg).toMatchObject({ code, msg: text });
      expect(reported.map((e) => e.msg)).toEqual([text]);
    }
  });

  it("leaves codes the caller handles quiet", async () => {
    const { client, reported } = setup(() =>
      json({ status: "error", code: "no data", msg: "No Data", data: {} }),
    );
    await expect(
      client.call("weapon", { match_ids: [1], single_match_id: [] }, { quiet: ["no data"] }),
    ).rejects.toMatchObject({ code: "no data" });
    expect(reported).toEqual([]);
  });

  it("gives up after 20 seconds with code TIMEOUT and the network text", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { client, reported, sent } = setup(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    );
    const answer = client.call("search", SEARCH).catch((e: ApiError) => e);
    // Signing is asynchronous: the clock starts when the request goes out.
    while (sent.length === 0) await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(reported).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toMatchObject({ code: "TIMEOUT", msg: NETWORK_ERROR_TEXT });
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
  });
});

describe("files", () => {
  it("names a download from Content-Disposition, All Data.zip when it says nothing", async () => {
    const { client } = setup(
      () =>
        new Response(new Uint8Array([80, 75]), {
          headers: {
            "content-type": "application/zip",
            "content-disposition": `attachment; filename="Season.zip"; filename*=UTF-8''Saison%20%C3%A9t%C3%A9.zip`,
          },
        }),
    );
    const file = await client.file("download_this_page", { field: "season", season_id: 1001 });
    expect(file.fileName).toBe("Saison été.zip");
    expect(file.blob.size).toBe(2);
    expect(fileNameOf('attachment; filename="Event \\"A\\".zip"')).toBe('Event "A".zip');
    expect(fileNameOf(null)).toBe(DEFAULT_FILE_NAME);
    expect(fileNameOf("attachment")).toBe("All Data.zip");
  });

  it("reports an error envelope instead of saving it", async () => {
    const { client, reported } = setup(() =>
      json({ status: "error", code: "INVALID_BODY", msg: "season_id: required", data: {} }, 400),
    );
    await expect(client.file("download_this_page", { field: "season" })).rejects.toMatchObject({
      code: "INVALID_BODY",
      msg: MESSAGES["error.refused.link"],
    });
    expect(reported).toHaveLength(1);
  });
});
