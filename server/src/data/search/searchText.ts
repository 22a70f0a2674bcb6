// Text rules shared by the index and the ranking: how a word is folded before it is
// compared, and what counts as "one typo".

/** Case- and accent-insensitive form of a word or phrase: "Café" -> "cafe". */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a text, folded; punctuation (including the en dash of "Marathahalli–ORR") separates words. */
export function words(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Words shorter than this are matched exactly or as a prefix only, never with a typo. */
export const MIN_TYPO_WORD_LENGTH = 5;

/**
 * Whether `typed` is within one typo of `word`: one letter inserted, removed, replaced, or two
 * neighbouring letters swapped (optimal string alignment distance <= 1). "whitefeild" is one
 * swap from "whitefield", which plain Levenshtein counts as two edits.
 */
export function withinOneTypo(typed: string, word: string): boolean {
  if (typed === word) return true;
  const lengthGap = Math.abs(typed.length - word.length);
  if (lengthGap > 1) return false;
  if (lengthGap === 1) {
    const [short, long] = typed.length < word.length ? [typed, word] : [word, typed];
    let i = 0;
    while (i < short.length && short[i] === long[i]) i++;
    return short.slice(i) === long.slice(i + 1);
  }
  const differences: number[] = [];
  for (let i = 0; i < typed.length; i++) {
    if (typed[i] !== word[i]) differences.push(i);
    if (differences.length > 2) return false;
  }
  if (differences.length === 1) return true;
  const [a, b] = differences;
  return b === a + 1 && typed[a] === word[b] && typed[b] === word[a];
}

/**
 * Whether a typed word matches a word of a record: as a prefix (results appear while
 * typing, "hinj" -> "hinjewadi"), or, for typed words of 5 letters or more, within one
 * typo of the whole word ("whitefeild" -> "whitefield").
 */
export function typedWordMatches(typed: string, word: string): boolean {
  if (word.startsWith(typed)) return true;
  return typed.length >= MIN_TYPO_WORD_LENGTH && withinOneTypo(typed, word);
}
