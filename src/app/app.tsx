import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { Navbar } from '../components/navbar';
import { SideMenu } from '../components/side-menu';
import { afterNextFrame } from '../lib/after-next-frame';
import { holdOffScreenParts, markAlive, SHELL } from '../lib/page-parts';
import { scrollToSection } from '../lib/scroll';
import { useCurrentSection } from '../lib/use-current-section';
import { HeroSection } from '../sections/hero/hero-section';
import { PageStylesheet } from './page-stylesheet';
import { VisitCount } from './visit-count';

/** A part below the fold: its name (for the hydration report) and its component. */
export interface PagePart {
  name: string;
  Component: ComponentType;
}

interface AppProps {
  /** src/app/below-the-fold.ts, loaded (prerender) or lazy (the page). */
  parts: readonly PagePart[];
  /** The URL of the page's stylesheet, linked after the hero (./page-stylesheet.tsx); none in development. */
  stylesheet?: string | undefined;
}

export function App({ parts, stylesheet }: AppProps) {
  const menu = useRef<HTMLDialogElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const current = useCurrentSection();

  const openMenu = useCallback(() => {
    const dialog = menu.current;
    if (!dialog || dialog.open) return;
    // A modal makes the whole page inert: every element restyled in the opening's frame.
    const giveBack = holdOffScreenParts(window);
    dialog.showModal();
    afterNextFrame(window, giveBack);
  }, []);

  // Each part sits in its own boundary, hydrated as its own interruptible work once its code has
  // come (the fallbacks are never shown). Made once: a boundary given new props by a re-render of
  // the shell before it hydrated would be client-rendered, its prerendered HTML replaced by the fallback.
  const { sections, footer } = useMemo(() => {
    const boundary = ({ name, Component }: PagePart) => (
      <Suspense key={name} fallback={null}>
        <Component />
        <HydrationReport name={name} />
      </Suspense>
    );
    const footerPart = parts.find((part) => part.name === 'footer');
    return {
      sections: parts.filter((part) => part !== footerPart).map(boundary),
      footer: footerPart && boundary(footerPart),
    };
  }, [parts]);

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-accent font-semibold text-accent-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {/* The room around the words on a box of its own: not-sr-only sets the link's padding to 0. */}
        <span className="block px-4 py-2">Saltar al contenido</span>
      </a>
      <Navbar onNavigate={scrollToSection} current={current} menuOpen={menuOpen} onOpenMenu={openMenu} />
      <SideMenu menu={menu} onOpenChange={setMenuOpen} onNavigate={scrollToSection} current={current} />
      <main id="main" tabIndex={-1} className="outline-none">
        <HeroSection onNavigate={scrollToSection} />
        <PageStylesheet href={stylesheet} />
        {sections}
      </main>
      {footer}
      <HydrationReport name={SHELL} />
      <VisitCount />
    </>
  );
}

/** Renders nothing: its effect, once its boundary has hydrated, records the part alive in `<html data-parts>` (tests wait for it). */
function HydrationReport({ name }: { name: string }) {
  useEffect(() => {
    performance.mark(`alive: ${name}`);
    markAlive(document, name);
  }, [name]);
  return null;
}
