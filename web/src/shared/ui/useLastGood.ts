import { useState } from 'react';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `value` while it is good, else the last good value a committed render saw: the tools
 * ask with it, so a field showing its error never changes or blanks the answer (issue 36).
 * Kept in state, updated during render (React's "value from the previous render" pattern),
 * not in a ref written while rendering: a render React throws away (the address is written
 * in a transition, and a keystroke can interrupt one) then leaves no trace. The first
 * value is kept even when not good; callers give one with defaults in the bad fields.
 */
export function useLastGood<T>(value: T, good: boolean, same: (a: T, b: T) => boolean = sameJson): T {
  const [kept, setKept] = useState(value);
  if (!good) return kept;
  if (!same(kept, value)) setKept(value);
  return value;
}
