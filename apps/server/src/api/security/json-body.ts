/**
 * The API's JSON body parser: refuses prototype keys by name and bodies nested deeper than any call needs,
 * before anything walks them (the signature's JSON.stringify overflows the stack on thousands of levels).
 */
import sjson from "secure-json-parse";
import { ApiError } from "../../answers/errors.ts";

/** The deepest call body is a few levels (events in a list in the body); this leaves room to spare. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/** Whether brackets outside strings nest deeper than `limit`: one pass over char codes, no recursion. */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) depth--;
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
