import type { Callable } from './firebase-callable';

const loading = new Map<string, Promise<Callable<unknown, unknown>>>();

/**
 * The named callable, loading the Firebase SDK on first use (one download however many times
 * it is asked for). Calling it early, e.g. when a form field gets focus, hides the download
 * behind the visitor's typing. A failed download is forgotten so the next call retries.
 */
export function loadCallable<Request, Response>(name: string): Promise<Callable<Request, Response>> {
  let pending = loading.get(name);
  if (!pending) {
    pending = import('./firebase-callable').then(({ createCallable }) =>
      createCallable<unknown, unknown>(name, __PUBLIC_CONFIG__, window.location.origin),
    );
    loading.set(name, pending);
    pending.catch(() => loading.delete(name));
  }
  return pending as Promise<Callable<Request, Response>>;
}

/** Starts loading without waiting; errors surface on the real call instead. */
export function preloadCallable(name: string): void {
  loadCallable(name).catch(() => {});
}
