/** How long to wait before each new attempt at a part's code (ms): four tries in about 7 s. */
export const RETRY_DELAYS = [1000, 2000, 4000] as const;

/**
 * A part's code, fetched with a few retries. A phone on a weak network loses a request now and
 * then, and a deploy replaces the hashed chunks an open page still asks for. An import() that
 * rejects inside React.lazy throws in its boundary, and with no error boundary React removes the
 * whole page: one lost chunk left the visitor a blank screen. So a failed import is tried again
 * (the browser fetches a failed module anew), and when every try has failed, the error is logged
 * and the promise never settles: React then leaves the part's prerendered HTML as it is, readable
 * as without JavaScript, and the rest of the page keeps working.
 */
export async function loadPart<T>(name: string, load: () => Promise<T>, delays: readonly number[] = RETRY_DELAYS): Promise<T> {
  for (const delay of delays) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  try {
    return await load();
  } catch (error) {
    console.error(`No se pudo cargar el código de la sección «${name}»: queda como está, sin interacción`, error);
    return new Promise<never>(() => {});
  }
}
