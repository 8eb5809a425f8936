import { COUNT_PATH, HOST_MAX_LENGTH, HOST_PATTERN, UTM_MAX_LENGTH, type CountBeacon } from '../../counts/count-names';

// The page's side of the visit counts: one small beacon to the site's own origin once the page is
// alive (never before the first paint, never in a tap's way), and one per counted action. Nothing
// is stored in the browser. A visitor who sends Global Privacy Control or Do Not Track sends
// nothing; a blocked or failed beacon is silent and changes nothing on the page.

function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1';
}

/**
 * A browser driven by a program (test robots, scrapers, headless crawlers) says so in
 * `navigator.webdriver`, whatever user agent it sends: it is not a visitor. The server drops
 * the robots' user agents too (counts/privacy.ts), which also covers the pixel.
 */
const automated = () => navigator.webdriver === true;

function send(beacon: CountBeacon): void {
  if (optedOut() || automated() || typeof navigator.sendBeacon !== 'function') return;
  try {
    // A string body goes as text/plain: a "simple" request, no preflight.
    navigator.sendBeacon(COUNT_PATH, JSON.stringify(beacon));
  } catch {
    // A count is never worth an error on the page.
  }
}

/**
 * The referring site's host, only when it is another site (this site's own pages and subdomains
 * are not referrers) and a name the counts keep (an IP address, say, is not: sent, the server
 * refused the whole view).
 */
export function referrerHost(referrer: string, ownHost: string): string | undefined {
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return undefined;
  }
  if (host.length > HOST_MAX_LENGTH || !HOST_PATTERN.test(host)) return undefined;
  const own = ownHost.toLowerCase().replace(/^www\./, '');
  const bare = host.replace(/^www\./, '');
  if (host === '' || bare === own || bare.endsWith(`.${own}`) || own.endsWith(`.${bare}`)) return undefined;
  return host;
}

/** The entry address's utm_source, when it is a plain campaign name. */
export function utmSource(search: string): string | undefined {
  const value = new URLSearchParams(search).get('utm_source')?.trim().toLowerCase();
  return value && value.length <= UTM_MAX_LENGTH && /^[a-z0-9._-]+$/.test(value) ? value : undefined;
}

let viewCounted = false;

/** The page view, once per page load: the home page, or a project page with its id. */
export function countView(project?: string): void {
  if (viewCounted) return;
  viewCounted = true;
  const referrer = referrerHost(document.referrer, location.hostname);
  const utm = utmSource(location.search);
  send({ event: 'view', ...(project && { project }), ...(referrer && { referrer }), ...(utm && { utm }) });
}

/** "Descargar CV". */
export const countCvDownload = (): void => send({ event: 'cv' });

/** "Ver más" on the projects (opening, not closing). */
export const countMoreProjects = (): void => send({ event: 'more' });

/** A project's share control used (shared or its link copied), with the project's id (content/projects.ts). */
export const countShare = (project: string): void => send({ event: 'share', project });
