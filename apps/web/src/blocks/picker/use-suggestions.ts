/**
 * The names matching what is typed, per kind: asked once the text has SUGGEST_MIN_CHARS characters and has
 * rested a moment (a fast typist's every key is not a request), each kind's answer cached like any call's.
 */
import { keepPreviousData, useQueries } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { type NameKind, type NameOption, SUGGEST_MIN_CHARS, suggestionsQuery } from "./name-options.ts";

/** How long the text rests before it is asked for: well within the 150 ms a suggestion may take. */
const REST_MS = 25;

export interface SuggestionGroup {
  readonly kind: NameKind;
  readonly options: readonly NameOption[];
}

export interface Suggestions {
  readonly groups: readonly SuggestionGroup[];
  /** An answer is still coming for the text as it is now. */
  readonly loading: boolean;
  /** Whether the text is long enough to be asked for. */
  readonly asked: boolean;
}

function useRested(text: string): string {
  const [rested, setRested] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setRested(text), REST_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return rested;
}

export function useSuggestions(kinds: readonly NameKind[], text: string, size: number): Suggestions {
  const term = text.trim();
  const rested = useRested(term);
  const asked = term.length >= SUGGEST_MIN_CHARS;
  const enabled = asked && rested === term;
  const results = useQueries({
    queries: kinds.map((kind) => ({
      ...suggestionsQuery(kind, rested, size),
      enabled,
      placeholderData: keepPreviousData,
    })),
  });
  return {
    asked,
    loading: asked && (!enabled || results.some((result) => result.isFetching || result.isPlaceholderData)),
    groups: asked
      ? kinds
          .map((kind, i) => ({ kind, options: results[i]?.data ?? [] }))
          .filter((group) => group.options.length > 0)
      : [],
  };
}
