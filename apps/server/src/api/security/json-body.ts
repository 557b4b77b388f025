/**
 * The API's JSON body parser: refuses prototype keys by name and bodies nested deeper than any call needs,
 * before anything walks them (the signature's JSON.stringify overflows the stack on thousands of levels).
 */
import sjson from "secure-json-parse";
import { ApiError } from "../errors.ts";

/** The deepest call body is a few levels (events in a list in the body); this leaves room to spare. */
export const MAX_JSON_DEPTH = 32;

const OPEN = new Set(["[", "{"]);
const CLOSE = new Set(["]", "}"]);

/** Whether brackets outside strings nest deeper than `limit`: one pass, no recursion. */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (OPEN.has(char)) {
      if (++depth > limit) return true;
    } else if (CLOSE.has(char)) depth--;
  }
  return false;
}

export function parseJsonBody(text: string): unknown {
  if (text.trim() === "") throw new ApiError("INVALID_BODY", "body: empty");
  if (nestsDeeperThan(text, MAX_JSON_DEPTH))
    throw new ApiError("INVALID_BODY", `body: nested deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    return sjson.parse(text, null, { protoAction: "error", constructorAction: "error" });
  } catch (error) {
    if (error instanceof SyntaxError && /prototype property/.test(error.message))
      throw new ApiError("INVALID_BODY", "body: __proto__ and constructor.prototype keys are not allowed");
    throw new ApiError("INVALID_BODY", "body: not valid JSON");
  }
}
