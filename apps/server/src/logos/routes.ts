/**
 * GET /logos/teams/<id>.svg and GET /logos/seasons/<id>.svg: the generated emblem of a team or a season
 * (emblem.ts), made from the id alone. The demo data set points its logos here. Any other path under /logos/
 * answers 404 with the JSON error envelope, never the web app's page.
 */
import { failure } from "@match-stats/contract";
import type { FastifyInstance } from "fastify";
import { type EmblemKind, emblemSvg } from "./emblem.ts";

const CACHE = "public, max-age=86400";
/** The largest id the ingest format allows. */
const MAX_ID = 2_147_483_647;
const PATH = /^(teams|seasons)\/([1-9][0-9]{0,9})\.svg$/;
const KINDS: Record<string, EmblemKind> = { teams: "team", seasons: "season" };

export function registerLogos(app: FastifyInstance): void {
  app.get<{ Params: { "*": string } }>("/logos/*", async (request, reply) => {
    const match = PATH.exec(request.params["*"]);
    const id = Number(match?.[2]);
    if (!match || id > MAX_ID) return reply.code(404).send(failure("NOT_FOUND"));
    return reply.header("cache-control", CACHE).type("image/svg+xml").send(emblemSvg(KINDS[match[1]!]!, id));
  });
}
