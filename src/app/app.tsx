import { Suspense, useCallback, useState } from 'react';
import type { SectionId } from '../../content';
import { Footer } from '../components/footer';
import { Navbar } from '../components/navbar';
import { SideMenu } from '../components/side-menu';
import { scrollToSection } from '../lib/scroll';
import { useCurrentSection } from '../lib/use-current-section';
import { AboutSection } from '../sections/about/about-section';
import { ClientsSection } from '../sections/clients/clients-section';
import { ContactSection } from '../sections/contact/contact-section';
import { HeroSection } from '../sections/hero/hero-section';
import { ProjectsSection } from '../sections/projects/projects-section';
import { ServicesSection } from '../sections/services/services-section';
import { SkillsSection } from '../sections/skills/skills-section';

const belowTheFold = [ServicesSection, AboutSection, SkillsSection, ProjectsSection, ClientsSection, ContactSection];

export function App() {
  const [menuOpen, setMenuOpen] = useState(false);
  const current = useCurrentSection();

  // Every navigation (top bar, side menu, logo, hero buttons) goes through here.
  const navigate = useCallback((id: SectionId) => {
    setMenuOpen(false);
    scrollToSection(id);
  }, []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-accent px-4 py-2 font-semibold text-accent-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Saltar al contenido
      </a>
      <Navbar onNavigate={navigate} current={current} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <SideMenu open={menuOpen} onClose={closeMenu} onNavigate={navigate} current={current} />
      <main id="main" tabIndex={-1} className="outline-none">
        <HeroSection onNavigate={navigate} />
        {/*
          Each boundary hydrates as its own low-priority, interruptible task (React's selective
          hydration): no single long task blocks the phone while the page below the fold comes
          alive, and a click inside a section still hydrates that section first. Nothing here
          suspends; the fallbacks are never shown.
        */}
        {belowTheFold.map((Section, index) => (
          <Suspense key={index} fallback={null}>
            <Section />
          </Suspense>
        ))}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </>
  );
}
