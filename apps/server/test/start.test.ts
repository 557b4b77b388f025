/** `npm start` on an empty database: builds what is missing, loads the scale-1 demo, serves /healthz and the app. */
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../src/config.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "./support/databases.ts";

describe.each(ENGINES)("npm start on an empty %s database", (engine) => {
  let test: TestDatabase;
  let child: ChildProcess;
  let url: string;
  let output = "";
  beforeAll(async () => {
    test = await createTestDatabase(engine);
    child = spawn(process.execPath, [join(REPO_ROOT, "scripts/start.ts")], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: test.url, PORT: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    url = await new Promise<string>((resolve, reject) => {
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
        const found = /serving on (http:\/\/\S+)/.exec(output);
        if (found?.[1]) resolve(found[1]);
      };
      child.stdout!.on("data", collect);
      child.stderr!.on("data", collect);
      child.once("exit", (code) => reject(new Error(`start exited with ${code}:\n${output}`)));
    });
  }, 300_000);
  afterAll(async () => {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    await test.drop();
  });

  it("loads the demo data and answers /healthz with the data version", async () => {
    const [, matches, games] = /Loaded (\d+) matches and (\d+) games/.exec(output) ?? [];
    expect(Number(matches)).toBeGreaterThanOrEqual(150);
    expect(Number(games)).toBeGreaterThanOrEqual(400);
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", data_version: 1 });
  });

  it("warns that the development signing secret is in use", () => {
    expect(output).toMatch(/SIGNING_SECRET is not set/);
  });

  it("answers the web app on / and on a screen's path", async () => {
    for (const path of ["/", "/season?search=MQ%3D%3D"]) {
      const response = await fetch(`${url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    }
  });
});

describe("npm start with a bad setting", () => {
  it("refuses with one JSON log line naming the setting, and exit code 1", async () => {
    const child = spawn(process.execPath, [join(REPO_ROOT, "scripts/start.ts")], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: "eighty", TRUST_PROXY: "-1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    const lines = output.trim().split("\n");
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as { level: number; msg: string };
    expect(line.level).toBe(60);
    expect(line.msg).toMatch(/^refusing to start: Invalid configuration: PORT: .*; TRUST_PROXY: /);
  });
});
