import { contractViolation } from './openApiContract.js';

// The server suite's setup file: every GET of a REST path a test makes through fetch is
// checked against the OpenAPI document; an answer the document does not describe fails
// the request (and so the test) with the reason.

const realFetch = globalThis.fetch;

globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
  const response = await realFetch(input, init);
  const url = input instanceof Request ? input.url : String(input);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  const type = response.headers.get('content-type') ?? '';
  if (method === 'GET' && response.status !== 304 && /^application\/json/.test(type) && /^https?:\/\/[^/]+\/api(\/|$)/i.test(url)) {
    let body: unknown;
    try {
      body = await response.clone().json();
    } catch {
      throw new Error(`GET ${url} answered ${response.status} with a body that is not JSON`);
    }
    const violation = contractViolation(url, response.status, body);
    if (violation) throw new Error(`The answer does not match the OpenAPI document: ${violation}`);
  }
  return response;
};
