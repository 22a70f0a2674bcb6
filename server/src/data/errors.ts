// The two failures the data layer reports. The GraphQL layer maps BadInputError to
// extensions.code BAD_USER_INPUT and "not found" to null; the REST layer maps them
// to 400 and 404. Anything else is a bug.

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
