import { PAGE_STYLESHEET_ID } from './page-stylesheet-id';

/**
 * Run by the parser right after the stylesheet has come (a script waits for the stylesheets
 * before it): it makes the browser style what is drawn (the top bar and the hero) again with the
 * whole stylesheet now, in a task of its own, instead of in the one that styles and lays out the
 * parts the parser reads next. Together they were one task over the 50 ms goal at 4× CPU
 * (48–54 ms); apart, ~18 and ~35 ms.
 */
const RESTYLE_DRAWN = 'document.body.offsetHeight';

/**
 * The page's stylesheet, linked in the body right after the hero. The <head> carries
 * only the rules the top bar and the hero need (scripts/html/critical-css.ts), so the browser
 * paints them without waiting for a request; it parses nothing after this link until the
 * stylesheet has come, so the parts below are styled once, as they are parsed. Low fetch
 * priority: Lighthouse's simulation counts a request at the browser's highest priority that
 * ended before the first paint as blocking it, and this one does not.
 *
 * React renders it (it sits among the parts React hydrates, which would otherwise meet elements
 * they did not render); the build gives its URL to the prerender, the client reads it back from
 * the page. Without a URL (npm run dev, tests) there is nothing: Vite brings the styles.
 */
export function PageStylesheet({ href }: { href: string | undefined }) {
  if (!href) return null;
  return (
    <>
      <link id={PAGE_STYLESHEET_ID} rel="stylesheet" href={href} fetchPriority="low" />
      {/* Never run by React (a script it renders does not run): the prerendered one runs once. */}
      <script dangerouslySetInnerHTML={{ __html: RESTYLE_DRAWN }} />
    </>
  );
}

/** The URL the prerender gave the page's stylesheet, if it linked one. */
export function prerenderedStylesheet(doc: Document): string | undefined {
  return doc.getElementById(PAGE_STYLESHEET_ID)?.getAttribute('href') ?? undefined;
}
