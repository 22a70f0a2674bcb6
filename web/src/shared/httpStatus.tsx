import { createContext, useContext } from 'react';

// The HTTP status of a server-rendered page. A not-found view renders <HttpStatus code={404} />;
// the server render passes a fresh record per request and sends the code it ends with.
// In the browser there is no record and the element does nothing.

export interface HttpStatusRecord {
  code: number;
}

const HttpStatusContext = createContext<HttpStatusRecord | null>(null);

export const HttpStatusProvider = HttpStatusContext.Provider;

/** Marks the page being rendered with this status (e.g. 404 for a not-found view). Renders nothing. */
export function HttpStatus({ code }: { code: number }) {
  const record = useContext(HttpStatusContext);
  // Writing during render is safe here: the record belongs to one server render, and
  // every render pass of it writes the same value.
  if (record) record.code = code;
  return null;
}
