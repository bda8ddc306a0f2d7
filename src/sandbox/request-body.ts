// Reads a request body from node:http's raw stream, whatever the method: GET /api/user carries its
// JSON in the body, which frameworks built on fetch's `Request` drop or reject, but the raw
// IncomingMessage keeps.
import type { IncomingMessage } from 'node:http';

/** Largest body the sandbox accepts (bytes). Larger bodies are answered with 413. */
export const BODY_LIMIT = 64 * 1024;

/**
 * After a 413 the rest of the body is read and thrown away, so the connection stays usable and the
 * client, still sending, does not get a TCP reset instead of the answer. Past this many discarded
 * bytes the sandbox gives up and closes the connection.
 */
const DISCARD_LIMIT = 16 * 1024 * 1024;

export type BodyResult = { kind: 'complete'; bytes: Buffer } | { kind: 'too-large' } | { kind: 'aborted' };

export function readRequestBody(request: IncomingMessage, limit: number = BODY_LIMIT): Promise<BodyResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let overflowed = false;
    let discarded = 0;

    const overflow = () => {
      overflowed = true;
      chunks.length = 0;
      resolve({ kind: 'too-large' });
    };

    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) overflow();

    request.on('data', (chunk: Buffer) => {
      if (overflowed) {
        discarded += chunk.length;
        if (discarded > DISCARD_LIMIT) request.socket.destroy();
        return;
      }
      received += chunk.length;
      if (received > limit) {
        overflow();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (!overflowed) resolve({ kind: 'complete', bytes: Buffer.concat(chunks, received) });
    });
    // 'close' without a complete request: the client went away mid-body. (After 'end' the promise is
    // already settled and this resolve is a no-op.)
    request.on('close', () => resolve({ kind: 'aborted' }));
    request.on('error', () => resolve({ kind: 'aborted' }));
  });
}
