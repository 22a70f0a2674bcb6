import { BadInputError } from '../errors.js';

export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_DEFAULT_LIMIT = 8;
export const SEARCH_MAX_LIMIT = 20;

/** How the two APIs name the parameters, so a message names the one the caller sent. */
export interface SearchFieldNames {
  text: string;
  limit: string;
}

/** The search text and limit, checked: text not blank and at most 100 characters, limit a whole number 1-20 (default 8). */
export function validateSearch(text: unknown, limit: unknown, names: SearchFieldNames = { text: 'query', limit: 'limit' }): { text: string; limit: number } {
  if (typeof text !== 'string' || text.trim() === '') throw new BadInputError(`"${names.text}" must not be blank.`);
  if (text.length > SEARCH_MAX_LENGTH) {
    throw new BadInputError(`"${names.text}" must be at most ${SEARCH_MAX_LENGTH} characters; got ${text.length}.`);
  }
  let count = SEARCH_DEFAULT_LIMIT;
  if (limit !== undefined && limit !== null) {
    count = typeof limit === 'string' && /^\s*-?\d+\s*$/.test(limit) ? Number(limit) : typeof limit === 'number' ? limit : Number.NaN;
    if (!Number.isInteger(count) || count < 1 || count > SEARCH_MAX_LIMIT) {
      throw new BadInputError(`"${names.limit}" must be a whole number from 1 to ${SEARCH_MAX_LIMIT}; got "${String(limit)}".`);
    }
  }
  return { text, limit: count };
}
