import { retry } from '../lib/retry';

/**
 * A part's code, fetched with retries (src/lib/retry.ts). An import() that rejects inside
 * React.lazy throws in its boundary, and with no error boundary React removes the whole page: one
 * lost chunk (a weak network, or a deploy that replaced the hashed chunks an open page still asks
 * for) left the visitor a blank screen. When every try has failed, the error is logged and the
 * promise never settles: React then leaves the part's prerendered HTML as it is, readable as
 * without JavaScript, and the rest of the page keeps working.
 */
export function loadPart<T>(name: string, load: () => Promise<T>): Promise<T> {
  return retry(load).catch((error: unknown) => {
    console.error(`No se pudo cargar el código de la sección «${name}»: queda como está, sin interacción`, error);
    return new Promise<never>(() => {});
  });
}
