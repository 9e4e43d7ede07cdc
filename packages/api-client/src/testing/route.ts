/**
 * One way to answer an API route in a unit test: `route<Answer>(method, path)` gives a typed
 * handler factory over MSW (the network mocked at the fetch boundary, as the browser's client
 * really calls it). The per-feature modules in ./handlers are tables of these.
 */
import { http, HttpResponse, type HttpHandler, type PathParams } from 'msw';

/** Matches the client's '/api' base on any origin (jsdom's, the server loader's). */
export const API = '*/api';

/** An answer with a status other than 200, or headers: `reply(status, body)`. */
export class ApiReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

export const reply = (status: number, body: unknown, headers?: Record<string, string>) =>
  new ApiReply(status, body, headers);

/** The API's error shape (`{ error: { code, message } }`) with its status. */
export const apiError = (status: number, code: string, message = code) =>
  new ApiReply(status, { error: { code, message } });

/** What a function answer sees: the parsed JSON body (undefined without one), params, query. */
export interface ApiCall {
  body: unknown;
  params: PathParams;
  query: URLSearchParams;
  request: Request;
}

type Answer<T> = T | ApiReply | Response;
export type RouteAnswer<T> = Answer<T> | ((call: ApiCall) => Answer<T> | Promise<Answer<T>>);

export type Method = 'GET' | 'POST' | 'DELETE';

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toResponse(answer: unknown): Response {
  if (answer instanceof Response) return answer;
  if (answer instanceof ApiReply)
    return HttpResponse.json(answer.body as never, {
      status: answer.status,
      headers: answer.headers,
    });
  return HttpResponse.json(answer as never);
}

/**
 * A typed handler factory for one route: `route<CartResponse>('POST', '/cart/add')(answer)`.
 * `path` is after '/api' and may hold MSW params (`/jewelry/:id`); `once` answers one call
 * only (then the next matching handler answers), for answers in turn.
 */
export function route<T>(method: Method, path: string) {
  const verb = method === 'GET' ? http.get : method === 'POST' ? http.post : http.delete;
  return (answer: RouteAnswer<T>, options: { once?: boolean } = {}): HttpHandler =>
    verb(
      `${API}${path}`,
      async ({ request, params }) => {
        const value =
          typeof answer === 'function'
            ? await (answer as (call: ApiCall) => Answer<T> | Promise<Answer<T>>)({
                body: await readBody(request.clone()),
                params,
                query: new URL(request.url).searchParams,
                request,
              })
            : answer;
        return toResponse(value);
      },
      options,
    );
}
