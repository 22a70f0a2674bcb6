// The two failures the data layer reports. The GraphQL layer maps BadInputError to
// extensions.code BAD_USER_INPUT and "not found" to null; the REST layer maps them
// to 400 and 404. Anything else is a bug.

/** The most characters of a client's input an error message repeats. */
export const MAX_QUOTED_INPUT = 100;

/**
 * A client's input quoted in an error message, cut to MAX_QUOTED_INPUT characters
 * (a 95 kB city name once came back as a 95 kB error). Every message that repeats
 * input builds it with this.
 */
export function quoteInput(input: unknown): string {
  return `"${clipInput(input)}"`;
}

/** The same cut without the quotes, for a path or a method named in a message. */
export function clipInput(input: unknown): string {
  const text = String(input);
  return text.length > MAX_QUOTED_INPUT ? `${text.slice(0, MAX_QUOTED_INPUT)}…` : text;
}

export class BadInputError extends Error {
  readonly code = 'BAD_USER_INPUT';
  constructor(message: string) {
    super(message);
    this.name = 'BadInputError';
  }
}

export class NotFoundError extends Error {
  readonly code = 'NOT_FOUND';
  constructor(message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** A fixture file that breaks the schema or a data rule; the server refuses to start. */
export class FixtureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FixtureError';
  }
}
