/**
 * Where each of a screen's dialogs was scrolled to, by a key of the caller's (a kind and a match), so a
 * dialog reopens at the row it was left at.
 */
import { useRef } from "react";

export function useScrollMemories(): (key: string) => { current: number } {
  const memories = useRef(new Map<string, { current: number }>());
  return (key) => {
    const memory = memories.current.get(key) ?? { current: 0 };
    memories.current.set(key, memory);
    return memory;
  };
}
