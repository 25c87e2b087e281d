/**
 * GET answers the entry script asked for before the app's code arrived: the first screen's data,
 * sent as the page starts rather than once the router, the layout and the screen's code have
 * loaded (on a slow network, that code's download and evaluation sooner). Each is taken once, by
 * the first request for the same address with the same token, within a few seconds; otherwise
 * the request goes out as usual.
 */
const EARLY_ANSWER_TTL_MS = 10_000;

interface EarlyAnswer {
  token: string;
  sentAt: number;
  answer: Promise<unknown>;
}

const waiting = new Map<string, EarlyAnswer>();

export function keepEarlyAnswer(url: string, token: string, answer: Promise<unknown>): void {
  // The request that takes it hears of a failure; one never taken is dropped quietly.
  answer.catch(() => undefined);
  waiting.set(url, { token, sentAt: Date.now(), answer });
}

export function takeEarlyAnswer<T>(url: string, token: string | null): Promise<T> | undefined {
  const early = waiting.get(url);
  if (!early) return undefined;
  waiting.delete(url);
  if (early.token !== token || Date.now() - early.sentAt > EARLY_ANSWER_TTL_MS) return undefined;
  return early.answer as Promise<T>;
}

/** Ends the taker's wait at its own abort, as its own request would end; a later answer is dropped. */
export function untilAborted<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason as Error);
    signal.addEventListener('abort', stop, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

export function forgetEarlyAnswers(): void {
  waiting.clear();
}
