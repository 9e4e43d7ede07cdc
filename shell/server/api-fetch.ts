/**
 * The edge's HTTP client for its server renders' API calls (ServerRenderRequest.fetch): a
 * fetch over Node's http with kept-alive connections. The global fetch runs every answer
 * through WHATWG streams; for a listing's ~115 KB of JSON that cost the edge's main thread
 * ~1.6 ms a call against ~1.2 ms this way, on every miss (issue #22). It answers a standard
 * Response, so a caller cannot tell the two apart; what it does not carry (a form's files, a
 * stream) goes to the global fetch.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/** Statuses whose Response may have no body (the constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

const agents = {
  http: new HttpAgent({ keepAlive: true }),
  https: new HttpsAgent({ keepAlive: true }),
};

const abortError = () => new DOMException('This operation was aborted', 'AbortError');

/** What fetch rejects with: an AbortError when aborted, else TypeError('fetch failed') with the cause. */
const failure = (signal: AbortSignal | null | undefined, cause: unknown) =>
  signal?.aborted ? abortError() : new TypeError('fetch failed', { cause });

function headerList(response: IncomingMessage): [string, string][] {
  const list: [string, string][] = [];
  for (let at = 0; at < response.rawHeaders.length; at += 2)
    list.push([response.rawHeaders[at] ?? '', response.rawHeaders[at + 1] ?? '']);
  return list;
}

export function apiFetch(input: string, init: RequestInit = {}): Promise<Response> {
  const { body } = init;
  if (body !== undefined && body !== null && typeof body !== 'string')
    return globalThis.fetch(input, init);
  const url = new URL(input);
  const secure = url.protocol === 'https:';
  const headers = Object.fromEntries(new Headers(init.headers).entries());
  if (typeof body === 'string') headers['content-length'] = String(Buffer.byteLength(body));
  const { signal } = init;
  return new Promise<Response>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const request = (secure ? httpsRequest : httpRequest)(
      url,
      { method: init.method ?? 'GET', headers, agent: secure ? agents.https : agents.http },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', (error) => reject(failure(signal, error)));
        answer.on('end', () => {
          const status = answer.statusCode ?? 502;
          resolve(
            new Response(NULL_BODY_STATUSES.has(status) ? null : Buffer.concat(chunks), {
              status,
              statusText: answer.statusMessage ?? '',
              headers: headerList(answer),
            }),
          );
        });
      },
    );
    const onAbort = () => {
      request.destroy(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    request.on('close', () => signal?.removeEventListener('abort', onAbort));
    request.on('error', (error) => reject(failure(signal, error)));
    request.end(body ?? undefined);
  });
}
