import type autocannon from 'autocannon';

// The client must cost less per response than the server, or the figures measure the client.
// autocannon 8 keeps every response body as a string (its queue's addBody does `body += chunk`,
// a UTF-8 decode of each chunk) for its verifyBody/expectBody options, which this bench does not
// use. On the page's 53 kB of brotli that decode cost the client 1.2 ms of CPU per response,
// twice the server's 0.65 ms (CPU times from /proc while the bench ran; 64% of autocannon's
// profile was Buffer#toString): one worker was held at the client's pace, and the client took
// the CPU a second worker needed (2 workers = 1.11× one). With bodies not decoded the client
// spends 0.2 ms per page. The bytes still arrive and are counted; every bench that loads the server
// with autocannon uses this same client (the cluster, cache and soak runs).

/** autocannon's setupClient: the body chunks are not kept (see above); fails loudly if autocannon's internals change. */
export function dropBodies(client: autocannon.Client): void {
  const queue = (client as unknown as { pipelinedRequests?: { addBody?: unknown } }).pipelinedRequests;
  if (typeof queue?.addBody !== 'function') throw new Error('autocannon no longer has pipelinedRequests.addBody: check what the bench client keeps of each body');
  queue.addBody = () => {};
}
