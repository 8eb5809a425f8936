import { profile, sectionLabel, topBarSectionIds, type SectionId } from '../../content';
import { useScrolledPast } from '../lib/use-scrolled-past';
import { MenuIcon } from './icons';
import { SectionLink } from './section-link';
import { SIDE_MENU_ID } from './side-menu';
import { ThemeControls } from './theme-controls';
import { OwnerBadge } from './owner-badge';

/** Spec §9: past this many pixels of scroll the bar turns compact and solid. */
export const NAVBAR_SCROLL_THRESHOLD = 36;

interface NavbarProps {
  onNavigate: (id: SectionId) => void;
  /** The section being read (scroll-spy), marked among the links. */
  current: SectionId;
  menuOpen: boolean;
  /**
   * Opens the side menu, holding the parts off screen for the opening's frame. The click comes
   * before the platform's invoker (`command`) acts, which then finds the menu open; without
   * invokers, it is what opens it.
   */
  onOpenMenu: () => void;
}

export function Navbar({ onNavigate, current, menuOpen, onOpenMenu }: NavbarProps) {
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD);
  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 border-b transition-[padding,background-color,border-color] duration-300 ${
        scrolled ? 'border-border bg-bg/80 py-2 backdrop-blur-lg' : 'border-transparent bg-transparent py-4'
      }`}
    >
      <nav aria-label="Principal" className="mx-auto flex max-w-6xl items-center gap-1 px-4 sm:gap-2 sm:px-8">
        <button
          type="button"
          className="btn-ghost -ml-2 lg:hidden"
          aria-label="Abrir menú"
          aria-expanded={menuOpen}
          aria-controls={SIDE_MENU_ID}
          commandfor={SIDE_MENU_ID}
          command="show-modal"
          onClick={onOpenMenu}
        >
          <MenuIcon />
        </button>
        <SectionLink
          id="home"
          onNavigate={onNavigate}
          aria-label={`${profile.name} — Inicio`}
          className="flex min-h-11 shrink-0 items-center gap-2.5 rounded-full pr-2 font-extrabold tracking-tight"
        >
          <OwnerBadge />
        </SectionLink>
        <ul className="ml-auto hidden items-center gap-1 lg:flex">
          {topBarSectionIds.map((id) => (
            <li key={id}>
              <SectionLink
                id={id}
                onNavigate={onNavigate}
                current={current === id}
                className="relative flex min-h-11 items-center rounded-full px-3.5 text-sm font-semibold text-muted transition-colors hover:text-fg aria-[current]:bg-accent-soft aria-[current]:text-accent"
              >
                {sectionLabel(id)}
              </SectionLink>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-1 sm:gap-2 lg:ml-3">
          <ThemeControls />
          {/* At every width: the one action the whole page leads to. Compact on phones. */}
          <SectionLink
            id="contact"
            onNavigate={onNavigate}
            current={current === 'contact'}
            className="btn-primary px-4 max-sm:min-h-10 max-sm:px-3 aria-[current]:ring-2 aria-[current]:ring-accent/40 aria-[current]:ring-offset-2 aria-[current]:ring-offset-bg"
          >
            {sectionLabel('contact')}
          </SectionLink>
        </div>
      </nav>
    </header>
  );
}
