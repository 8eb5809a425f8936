// A script the test proxy puts first in the page's <head> (allowed by its hash): from the first
// byte parsed it records what the page reports as wrong (errors, failed loads, CSP violations,
// console.error) and, for the first-paint journey, each frame drawn before the parser read the
// page stylesheet's link, the end of the first screen. Read in the page as `window.probe`.
import { createHash } from 'node:crypto';
import { PAGE_STYLESHEET_ID } from '../../src/app/page-stylesheet-id.ts';

export interface Probe {
  problems: string[];
  /** Module preloads that reported an error (see below): a problem only if the page never came alive. */
  failedPreloads: string[];
  /** When the parser inserted the page stylesheet's link (performance.now()), null before. */
  linkAt: number | null;
  /** Frames (requestAnimationFrame) that ran before that link existed: time and the hero's height. */
  framesBefore: { at: number; hero: number }[];
}

function probe(linkId: string) {
  const record: Probe = { problems: [], failedPreloads: [], linkAt: null, framesBefore: [] };
  (window as unknown as { probe: Probe }).probe = record;
  const say = (text: string) => record.problems.push(text.slice(0, 300));
  addEventListener(
    'error',
    (event) => {
      // Every engine reports a ResizeObserver whose callback changed layout again; the spec calls
      // it benign (the notifications come in the next frame). Firefox makes it an error event.
      if (event instanceof ErrorEvent && event.message.startsWith('ResizeObserver loop')) return;
      if (event instanceof ErrorEvent) return say(`error: ${event.message}`);
      const source = (event as Event).target as Element | null;
      // Firefox reports an error at a module preload even when the module itself arrives and
      // runs: judged at the end, by whether the page came alive (page.ts, takeProblems).
      if (source?.localName === 'link' && source.getAttribute('rel') === 'modulepreload') {
        return record.failedPreloads.push(source.getAttribute('href') ?? '?');
      }
      say(`no cargó: ${source?.outerHTML?.slice(0, 160) ?? '?'}`);
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => say(`promesa rechazada: ${String(event.reason)}`));
  addEventListener('securitypolicyviolation', (event) => say(`CSP: ${event.violatedDirective} ${event.blockedURI}`));
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    say(`console.error: ${args.map(String).join(' ')}`);
    consoleError(...args);
  };
  new MutationObserver((_, observer) => {
    if (!document.getElementById(linkId)) return;
    record.linkAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
  const frame = (at: number) => {
    if (record.linkAt !== null || record.framesBefore.length > 500) return;
    record.framesBefore.push({ at, hero: Math.round(document.getElementById('home')?.getBoundingClientRect().height ?? 0) });
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** The probe as an inline script, and its hash for the page's Content-Security-Policy. */
export function probeScript(): { html: string; hash: string } {
  // esbuild's `__name` (compiled code may call it) given a stand-in, as driver.ts's callSource does.
  const source = `(() => { const __name = (f) => f; (${probe.toString()})(${JSON.stringify(PAGE_STYLESHEET_ID)}); })();`;
  const hash = createHash('sha256').update(source).digest('base64');
  return { html: `<script>${source}</script>`, hash: `'sha256-${hash}'` };
}
