import type { Ref } from 'react';
import { profile, sectionLabel, topBarSectionIds, type SectionId } from '../../content';
import { useScrolledPast } from '../lib/use-scrolled-past';
import { MenuIcon } from './icons';
import { SectionLink } from './section-link';
import { ThemeControls } from './theme-controls';

/** Spec §9: past this many pixels of scroll the bar turns compact and solid. */
export const NAVBAR_SCROLL_THRESHOLD = 36;

interface NavbarProps {
  onNavigate: (id: SectionId) => void;
  menuOpen: boolean;
  onToggleMenu: () => void;
  menuToggleRef: Ref<HTMLButtonElement>;
}

export function Navbar({ onNavigate, menuOpen, onToggleMenu, menuToggleRef }: NavbarProps) {
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD);
  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 border-b transition-[padding,background-color,border-color] duration-300 ${
        scrolled ? 'border-border bg-bg/80 py-2 backdrop-blur-lg' : 'border-transparent bg-transparent py-4'
      }`}
    >
      <nav aria-label="Principal" className="mx-auto flex max-w-6xl items-center gap-2 px-5 sm:px-8">
        <button
          ref={menuToggleRef}
          type="button"
          className="btn-ghost -ml-2 lg:hidden"
          aria-label="Abrir menú"
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          onClick={onToggleMenu}
        >
          <MenuIcon />
        </button>
        <SectionLink
          id="home"
          onNavigate={onNavigate}
          aria-label={`${profile.name} — Inicio`}
          className="flex min-h-11 items-center gap-2.5 rounded-full pr-2 font-extrabold tracking-tight"
        >
          <span aria-hidden="true" className="grid size-9 place-items-center rounded-xl bg-accent text-sm text-accent-fg">
            {profile.initials}
          </span>
          <span aria-hidden="true" className="hidden sm:inline">
            {profile.name}
          </span>
        </SectionLink>
        <ul className="ml-auto hidden items-center gap-1 lg:flex">
          {topBarSectionIds.map((id) => (
            <li key={id}>
              <SectionLink
                id={id}
                onNavigate={onNavigate}
                className="inline-flex min-h-11 items-center rounded-full px-3.5 text-sm font-semibold text-muted transition-colors hover:text-fg"
              >
                {sectionLabel(id)}
              </SectionLink>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-1 lg:ml-2">
          <ThemeControls />
          <SectionLink id="contact" onNavigate={onNavigate} className="btn-primary ml-1 hidden sm:inline-flex">
            {sectionLabel('contact')}
          </SectionLink>
        </div>
      </nav>
    </header>
  );
}
