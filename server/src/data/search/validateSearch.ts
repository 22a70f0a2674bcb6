import { z } from 'zod';
import { BadInputError } from '../errors.js';

export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_DEFAULT_LIMIT = 8;
export const SEARCH_MAX_LIMIT = 20;
/** The limits a search accepts: the check below and the OpenAPI document both use it. */
export const SEARCH_LIMIT_SCHEMA = z.int().min(1).max(SEARCH_MAX_LIMIT);

/** How the two APIs name the parameters, so a message names the one the caller sent. */
export interface SearchFieldNames {
  text: string;
  limit: string;
}

/** What is wrong with a search text (the text of its 400), or undefined when it is fine. */
export function searchTextProblem(text: unknown, name: string): string | undefined {
  if (typeof text !== 'string' || text.trim() === '') return `"${name}" must not be blank.`;
  if (text.length > SEARCH_MAX_LENGTH) return `"${name}" must be at most ${SEARCH_MAX_LENGTH} characters; got ${text.length}.`;
  return undefined;
}

function limitOf(limit: unknown): number {
  return typeof limit === 'string' && /^\s*-?\d+\s*$/.test(limit) ? Number(limit) : typeof limit === 'number' ? limit : Number.NaN;
}

/** What is wrong with a given search limit (the text of its 400), or undefined when it is fine. */
export function searchLimitProblem(limit: unknown, name: string): string | undefined {
  const count = limitOf(limit);
  return SEARCH_LIMIT_SCHEMA.safeParse(count).success ? undefined : `"${name}" must be a whole number from 1 to ${SEARCH_MAX_LIMIT}; got "${String(limit)}".`;
}

/** The search text and limit, checked: text not blank and at most 100 characters, limit a whole number 1-20 (default 8). */
export function validateSearch(text: unknown, limit: unknown, names: SearchFieldNames = { text: 'query', limit: 'limit' }): { text: string; limit: number } {
  const textProblem = searchTextProblem(text, names.text);
  if (textProblem) throw new BadInputError(textProblem);
  let count = SEARCH_DEFAULT_LIMIT;
  if (limit !== undefined && limit !== null) {
    const limitProblem = searchLimitProblem(limit, names.limit);
    if (limitProblem) throw new BadInputError(limitProblem);
    count = limitOf(limit);
  }
  return { text: text as string, limit: count };
}
