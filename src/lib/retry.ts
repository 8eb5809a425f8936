/** How long to wait before each new attempt (ms): four tries in about 7 s. */
export const RETRY_DELAYS = [1000, 2000, 4000] as const;

/**
 * The first attempt of `load` that succeeds, waiting each delay before trying again; rejects
 * with the last attempt's error. For code fetched after the first paint: a phone on a weak
 * network loses a request now and then, and the browser fetches a failed module anew.
 */
export async function retry<T>(load: () => Promise<T>, delays: readonly number[] = RETRY_DELAYS): Promise<T> {
  for (const delay of delays) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return load();
}
