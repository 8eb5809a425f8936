import { PAGE_STYLESHEET_ID } from './page-stylesheet-id';

/**
 * Run by the parser once the stylesheet has come: the drawn top bar and hero are restyled in a
 * task of their own, not in the one that lays out the parts read next (together 48–54 ms at 4×
 * CPU, over the 50 ms goal; apart ~18 and ~35).
 */
const RESTYLE_DRAWN = 'document.body.offsetHeight';

/**
 * The page's stylesheet, linked right after the hero (ARCHITECTURE.md, 2.): the <head> inlines the
 * first screen's rules, and the parts below are styled once, as parsed. Low fetch priority, else
 * Lighthouse's simulation counts it as blocking the first paint. Rendered by React so hydration
 * matches; the client reads its URL back from the page. None in `npm run dev`: Vite brings the styles.
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
