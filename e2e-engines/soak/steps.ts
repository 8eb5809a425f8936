// The visitor's walk each soak visit makes, step by step (the soak checks for frames after each):
// the services with the live 3D model and three slide changes, the theme, the side menu (phone)
// or the top bar (desktop), a skills tab, "Ver más" in Projects, the reviews' arrows and the
// contact section brought alive. Elements are found as the journeys find them (support/locate.ts).
import type { View } from '../harness.ts';
import { poll } from '../driver/poll.ts';
import { expectLandedOn } from '../journeys/navigation.ts';
import type { PageApi } from '../support/page.ts';

/** What a visit learns on its way: whether the browser has WebGL 2 (null before the services). */
export interface Notes {
  webgl: boolean | null;
}

export interface Step {
  name: string;
  run: (page: PageApi, view: View, notes: Notes) => Promise<void>;
}

const slideIs = (page: PageApi, section: string, n: number) =>
  page.until(
    `la diapositiva ${n} de #${section}, actual`,
    (id, i) => document.querySelectorAll(`#${id} [aria-roledescription="diapositiva"]`)[i]?.getAttribute('aria-current') === 'true',
    section,
    n - 1,
  );

const sliderReady = (page: PageApi, section: string) =>
  page.until(`el carrusel de #${section} listo`, (id) => document.querySelector(`#${id} [data-slider="ready"]`) !== null, section);

const isDark = (page: PageApi) => page.evaluate(() => document.documentElement.classList.contains('dark'));

export const STEPS: Step[] = [
  { name: 'abrir la página', run: (page) => page.open() },
  {
    name: 'servicios: el modelo 3D',
    run: async (page, _view, notes) => {
      await page.bringAlive('services');
      await sliderReady(page, 'services');
      notes.webgl = await page.evaluate(() => document.createElement('canvas').getContext('webgl2') !== null);
      // Without WebGL (headless Firefox) the stills show. With it, the slides change once the
      // model has drawn; one that never draws is reported by its frame count, not failed.
      if (notes.webgl) {
        const drawn = () =>
          page.evaluate(() => ((window as unknown as { __viewerStats?: { frames: number } }).__viewerStats?.frames ?? 0) > 0);
        await poll('el modelo 3D se dibuja', drawn, 20_000).catch(() => undefined);
      }
    },
  },
  ...[2, 3, 1].map((n): Step => ({
    name: `servicios: diapositiva ${n}`,
    run: async (page) => {
      await page.click({ role: 'button', name: `Ir a la diapositiva ${n}`, within: '#services' });
      await slideIs(page, 'services', n);
    },
  })),
  {
    name: 'el tema',
    run: async (page) => {
      const dark = await isDark(page);
      await page.click({ role: 'button', name: 'Cambiar tema', within: 'header' });
      await page.until('el otro tema', (was) => document.documentElement.classList.contains('dark') !== was, dark);
    },
  },
  {
    name: 'el menú lateral o la barra superior',
    run: async (page, view) => {
      if (view.width >= 1024) {
        await page.click({ role: 'link', name: 'Habilidades', within: 'header' });
      } else {
        await page.click({ role: 'button', name: /menú/, within: 'header' });
        await page.until('el menú abierto', () => document.querySelector('header [aria-expanded="true"]') !== null);
        await page.click({ role: 'link', name: 'Habilidades', within: '[role="dialog"] nav, dialog nav' });
        await page.until('el menú se cierra', () => document.querySelector('header [aria-expanded="true"]') === null);
      }
      await expectLandedOn(page, 'skills');
    },
  },
  {
    name: 'una pestaña de Habilidades',
    run: async (page) => {
      await page.part('skills');
      // "Front" on a phone, "Frontend" on a desktop.
      await page.click({ role: 'tab', name: /^Front/, within: '#skills' });
      await page.until('la pestaña Front elegida', () =>
        [...document.querySelectorAll<HTMLElement>('#skills [role="tab"]')].some(
          (tab) => tab.checkVisibility() && tab.innerText.trim().startsWith('Front') && tab.getAttribute('aria-selected') === 'true',
        ),
      );
    },
  },
  {
    name: 'Proyectos: «Ver más»',
    run: async (page) => {
      await page.bringAlive('projects');
      await page.click({ role: 'button', name: 'Ver más', within: '#projects' });
      await page.expectDrawn({ role: 'button', name: 'Ver menos', within: '#projects' });
    },
  },
  {
    name: 'opiniones: las flechas',
    run: async (page) => {
      await page.bringAlive('clients');
      await sliderReady(page, 'clients');
      for (let i = 0; i < 2; i++) {
        // From wherever it stands (an autoplay may have moved it): the next slide, round the end.
        const [index, count] = await page.evaluate((): [number, number] => {
          const slides = [...document.querySelectorAll('#clients [aria-roledescription="diapositiva"]')];
          return [slides.findIndex((s) => s.getAttribute('aria-current') === 'true'), slides.length];
        });
        await page.click({ role: 'button', name: 'Diapositiva siguiente', within: '#clients' });
        await slideIs(page, 'clients', ((index + 1) % count) + 1);
      }
    },
  },
  {
    name: 'contacto',
    run: async (page) => {
      await page.bringAlive('contact');
      await page.expectDrawn({ role: 'textbox', name: 'Nombre', within: '#contact' });
    },
  },
];
