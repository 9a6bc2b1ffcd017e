/**
 * Reads the page needs before its code has arrived, started at start-up side by side with the
 * app's code so the round trip is over by the time a screen asks. Each answer is taken once: a
 * later read asks the server again. A failed early read is dropped, and the screen's own request
 * then reports the error as it would have.
 */
const started = new Map<string, Promise<unknown>>();

export function fetchEarly(path: string): void {
  const answer = fetch(path, { headers: { Accept: 'application/json' } }).then((response) => (response.ok ? response.json() : undefined));
  started.set(
    path,
    answer.catch(() => undefined),
  );
}

/** The early answer for `path` (its JSON body), or undefined when none was started or it failed. */
export async function takeEarlyAnswer(path: string): Promise<unknown> {
  const answer = started.get(path);
  started.delete(path);
  return answer;
}
