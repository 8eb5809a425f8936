// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { answerEarlyTaps, holdsTap } from '../early-taps';

// The real page, its code held and released, is e2e/early-taps.spec.ts. Here: what happens to a
// tap, part by part, with the page's code standing in as click counters, in a fresh window each.
function page({ invokers = false } = {}) {
  const { window } = new JSDOM(
    `<html><body><div id="root">
      <header>
        <button data-theme-choice="flip">Cambiar tema</button>
        <button popovertarget="themes">Opciones de tema</button>
        <div id="themes" popover><button data-theme-choice="dark">Oscuro</button><button data-theme-choice="system">Sistema</button></div>
        <button id="menu" commandfor="side-menu" command="show-modal">Abrir menú</button>
        <dialog id="side-menu" open><a id="menu-link" href="#projects">Proyectos</a></dialog>
      </header>
      <main><section id="home"><button id="hero">Hablemos</button></section>
        <section id="projects"><button id="more">Ver más</button></section>
        <section id="clients"><button id="next">Siguiente</button></section>
      </main><footer><button id="foot">Arriba</button></footer></div></body></html>`,
    { url: 'http://127.0.0.1/', pretendToBeVisual: true },
  );
  window.HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false; // jsdom's dialog has no methods
  };
  if (invokers) Object.defineProperty(window.HTMLButtonElement.prototype, 'command', { value: '' });
  window.matchMedia = () => ({ matches: false }) as MediaQueryList;
  const hidden: string[] = []; // jsdom has no popovers
  window.HTMLElement.prototype.hidePopover = function (this: HTMLElement) {
    hidden.push(this.id);
  };
  const doc = window.document;
  const heard: string[] = [];
  // The page's code: React listens on the root, after the boot script's capture listener.
  doc.getElementById('root')!.addEventListener('click', (event) => heard.push((event.target as Element).id || 'other'));
  const askForPartCode = vi.fn();
  answerEarlyTaps(window as unknown as Window & typeof globalThis, askForPartCode);
  const root = doc.documentElement;
  return {
    window,
    doc,
    root,
    heard,
    hidden,
    askForPartCode,
    tap: (selector: string) => doc.querySelector<HTMLElement>(selector)!.click(),
    alive: async (parts: string) => {
      root.dataset.parts = parts;
      await new Promise((resolve) => setTimeout(resolve)); // the MutationObserver's turn
    },
  };
}

describe('answerEarlyTaps', () => {
  it('flips and chooses the theme itself before the shell is alive, stored and said to the store', () => {
    const p = page();
    const said = vi.fn();
    p.window.addEventListener('theme-chosen', (event) => said((event as CustomEvent).detail));
    p.tap('[data-theme-choice="flip"]');
    expect(p.root.classList.contains('dark')).toBe(true);
    expect(p.window.localStorage.getItem('theme')).toBe('dark');
    p.tap('[data-theme-choice="system"]');
    expect(p.root.classList.contains('dark')).toBe(false);
    expect(p.window.localStorage.getItem('theme')).toBeNull();
    expect(said.mock.calls).toEqual([['dark'], ['system']]);
    expect(p.hidden).toEqual(['themes']); // an option closes the options
    expect(p.heard).toEqual([]);
  });

  it('leaves the theme controls to the page once the shell is alive', async () => {
    const p = page();
    await p.alive('shell');
    p.tap('[data-theme-choice="flip"]');
    expect(p.root.classList.contains('dark')).toBe(false);
    expect(p.heard).toEqual(['other']);
  });

  it('holds a tap on a part that is not alive, marks it busy, wants its code, and plays it once when it is', async () => {
    const p = page();
    await p.alive('shell');
    p.tap('#more');
    expect(p.heard).toEqual([]);
    expect(p.doc.getElementById('more')!.getAttribute('aria-busy')).toBe('true');
    // Its part's code is wanted now (src/app/lazy-part.ts asks holdsTap); no other part's.
    expect(holdsTap(p.doc.getElementById('projects'))).toBe(true);
    expect(holdsTap(p.doc.getElementById('clients'))).toBe(false);
    expect(p.askForPartCode).toHaveBeenCalledTimes(1);
    await p.alive('shell services');
    expect(p.heard).toEqual([]);
    await p.alive('shell services projects');
    expect(p.heard).toEqual(['more']);
    expect(p.doc.getElementById('more')!.hasAttribute('aria-busy')).toBe(false);
    expect(holdsTap(p.doc.getElementById('projects'))).toBe(false);
    await p.alive('shell services projects clients');
    expect(p.heard).toEqual(['more']);
  });

  it('plays held taps in the order they came as their parts come alive; a busy control tapped again is the same tap', async () => {
    const p = page();
    p.tap('#next');
    p.tap('#hero');
    p.tap('#next');
    p.tap('#foot');
    expect(p.askForPartCode).toHaveBeenCalledTimes(3);
    // The reviews' part has not come: its tap holds up no other part's.
    await p.alive('shell footer');
    expect(p.heard).toEqual(['hero', 'foot']);
    await p.alive('shell footer clients');
    expect(p.heard).toEqual(['hero', 'foot', 'next']);
  });

  it('lays the page out before an in-page link jumps and closes the side menu, until the shell is alive', async () => {
    const p = page();
    p.tap('#menu-link');
    expect(p.root.dataset.laidOut).toBe('');
    expect(p.doc.querySelector('dialog')!.open).toBe(false);
    const later = page();
    await later.alive('shell');
    later.tap('#menu-link');
    expect(later.root.dataset.laidOut).toBeUndefined(); // the page's own navigation does it (scrollToSection)
    expect(later.doc.querySelector('dialog')!.open).toBe(true);
    expect(later.heard).toEqual(['menu-link']);
  });

  it('leaves a popover invoker to the platform, and a dialog invoker where the browser has invokers', () => {
    const without = page();
    without.tap('[popovertarget]');
    without.tap('#menu');
    expect(without.heard).toEqual(['other']); // the popover's own; the menu waits for the shell
    expect(without.doc.getElementById('menu')!.getAttribute('aria-busy')).toBe('true');
    const withInvokers = page({ invokers: true });
    withInvokers.tap('#menu');
    expect(withInvokers.heard).toEqual(['menu']);
  });
});
