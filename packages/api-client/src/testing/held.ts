/**
 * Answers the test gives by hand, for races: a route answered by `held.answer` keeps each call
 * open until the test answers it, in any order (an older request answered after a newer one).
 * `apiServer.use(pickupPoints.list(list.answer))`, then `(await list.next()).answer(page)`.
 */
import type { ApiCall, ApiReply } from './route';

/** One call held open; `answer` settles it (a body, or `reply`/`apiError`). */
export interface HeldCall<T> extends ApiCall {
  /** The request's signal: aborted when the client cancels the call. */
  signal: AbortSignal;
  /** Answered, or cancelled by the client. */
  settled: boolean;
  answer(body: T | ApiReply): void;
}

export interface HeldCalls<T> {
  /** The route's answer: pass it to a route of ./handlers. */
  answer: (call: ApiCall) => Promise<T | ApiReply>;
  /** Every call held so far, answered or not. */
  calls: HeldCall<T>[];
  /** The calls neither answered nor cancelled, oldest first. */
  pending(): HeldCall<T>[];
  /** The newest pending call not handed out before, once there is one (fails after `timeoutMs`). */
  next(timeoutMs?: number): Promise<HeldCall<T>>;
}

export function heldCalls<T>(): HeldCalls<T> {
  const calls: HeldCall<T>[] = [];
  const waiting = new Set<() => void>();
  const handedOut = new WeakSet<HeldCall<T>>();
  const pending = () => calls.filter((call) => !call.settled);

  const answer = (call: ApiCall) =>
    new Promise<T | ApiReply>((resolve) => {
      const held: HeldCall<T> = {
        ...call,
        signal: call.request.signal,
        settled: false,
        answer(body) {
          held.settled = true;
          resolve(body);
        },
      };
      call.request.signal.addEventListener('abort', () => (held.settled = true), { once: true });
      calls.push(held);
      waiting.forEach((wake) => wake());
    });

  const next = (timeoutMs = 2000) =>
    new Promise<HeldCall<T>>((resolve, reject) => {
      const check = () => {
        const last = pending().at(-1);
        if (!last || handedOut.has(last)) return;
        handedOut.add(last);
        clearTimeout(timer);
        waiting.delete(check);
        resolve(last);
      };
      const timer = setTimeout(() => {
        waiting.delete(check);
        reject(new Error(`no call was held within ${timeoutMs} ms`));
      }, timeoutMs);
      waiting.add(check);
      check();
    });

  return { answer, calls, pending, next };
}
