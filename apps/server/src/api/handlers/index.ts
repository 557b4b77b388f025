/** Every call's handler, by call name. */
import type { CallName } from "@match-stats/contract";
import type { FileHandler, JsonHandler } from "../handler.ts";

export type FileCall = "download_all" | "download_this_page";
export type JsonCall = Exclude<CallName, FileCall>;

export const JSON_HANDLERS: Partial<{ [C in JsonCall]: JsonHandler<C> }> = {};

export const FILE_HANDLERS: Partial<{ [C in FileCall]: FileHandler<C> }> = {};
