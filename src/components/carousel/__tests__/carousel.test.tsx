// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '../carousel';
import { installBrowserStubs } from './browser-stubs';

const items = ['Primera', 'Segunda', 'Tercera'];

function renderCarousel(props: Partial<Parameters<typeof Carousel<string>>[0]> = {}) {
  const onSelect = vi.fn();
  render(<Carousel items={items} label="Prueba" autoplay renderSlide={(item) => <p>{item}</p>} onSelect={onSelect} {...props} />);
  return { region: screen.getByRole('region', { name: 'Prueba' }), onSelect };
}

const current = () =>
  screen
    .getAllByRole('group')
    .find((slide) => slide.getAttribute('aria-current') === 'true')
    ?.getAttribute('aria-label');
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const dot = (n: number) => screen.getByRole('button', { name: `Ir a la diapositiva ${n}` });

beforeEach(() => {
  vi.useFakeTimers();
  installBrowserStubs();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Carousel markup (WAI-ARIA carousel pattern)', () => {
  it('is a named region of slides "N de M", the first one current', () => {
    const { region } = renderCarousel();
    expect(region.getAttribute('aria-roledescription')).toBe('carrusel');
    const slides = within(region).getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 de 3', '2 de 3', '3 de 3']);
    expect(slides.map((s) => s.getAttribute('aria-roledescription'))).toEqual(['diapositiva', 'diapositiva', 'diapositiva']);
    expect(slides.map((s) => s.getAttribute('aria-current'))).toEqual(['true', null, null]);
    expect([1, 2, 3].map((n) => dot(n).tagName)).toEqual(['BUTTON', 'BUTTON', 'BUTTON']);
    expect(screen.getByRole('button', { name: 'Pausar la rotación automática' })).toBeTruthy();
  });

  it('shows no pause/play control without autoplay, and no controls for one slide', () => {
    renderCarousel({ autoplay: false });
    expect(screen.queryByRole('button', { name: /rotación automática/ })).toBeNull();
    cleanup();
    renderCarousel({ items: ['Sola'] });
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

describe('Carousel behaviour', () => {
  it('autoplay advances every 6000 ms and wraps around', () => {
    const { onSelect } = renderCarousel();
    advance(5999);
    expect(current()).toBe('1 de 3');
    advance(1);
    expect(current()).toBe('2 de 3');
    advance(6000);
    expect(current()).toBe('3 de 3');
    advance(6000);
    expect(current()).toBe('1 de 3');
    expect(onSelect.mock.calls.map(([i]) => i)).toEqual([0, 1, 2, 0]);
  });

  it('a dot click goes there and stops autoplay', () => {
    renderCarousel();
    expect(
      [1, 2, 3].map((n) => dot(n).getAttribute('aria-current')),
      'a dot says which slide shows',
    ).toEqual(['true', null, null]);
    fireEvent.click(dot(3));
    expect(current()).toBe('3 de 3');
    expect([1, 2, 3].map((n) => dot(n).getAttribute('aria-current'))).toEqual([null, null, 'true']);
    expect(screen.getByRole('button', { name: 'Reanudar la rotación automática' })).toBeTruthy();
    advance(20_000);
    expect(current()).toBe('3 de 3');
  });

  it('arrow keys and the previous/next buttons move with wrap-around', () => {
    const { region } = renderCarousel({ autoplay: false });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(current()).toBe('3 de 3');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(current()).toBe('1 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Diapositiva siguiente' }));
    expect(current()).toBe('2 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Diapositiva anterior' }));
    expect(current()).toBe('1 de 3');
  });

  it('pauses while a mouse hovers the slides, then gives the slide a full interval again', () => {
    const { region } = renderCarousel();
    const viewport = within(region).getAllByRole('group')[0]!.parentElement!.parentElement!;
    advance(4000);
    fireEvent.pointerOver(viewport, { pointerType: 'mouse' });
    advance(10_000);
    expect(current()).toBe('1 de 3');
    fireEvent.pointerOut(viewport, { pointerType: 'mouse', relatedTarget: document.body });
    advance(5999);
    expect(current()).toBe('1 de 3');
    advance(1);
    expect(current()).toBe('2 de 3');
  });

  it('pauses while focus is inside, but not on the pause/play control itself', () => {
    renderCarousel();
    act(() => screen.getByRole('button', { name: 'Diapositiva siguiente' }).focus());
    advance(10_000);
    expect(current()).toBe('1 de 3');
    act(() => screen.getByRole('button', { name: 'Pausar la rotación automática' }).focus());
    advance(6000);
    expect(current()).toBe('2 de 3');
    act(() => (document.activeElement as HTMLElement).blur());
    advance(6000);
    expect(current()).toBe('3 de 3');
  });

  it('the pause/play control stops and restarts rotation', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pausar la rotación automática' }));
    advance(12_000);
    expect(current()).toBe('1 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Reanudar la rotación automática' }));
    advance(6000);
    expect(current()).toBe('2 de 3');
  });

  it('starts paused under prefers-reduced-motion', () => {
    installBrowserStubs({ reducedMotion: true });
    renderCarousel();
    expect(screen.getByRole('button', { name: 'Reanudar la rotación automática' })).toBeTruthy();
    advance(20_000);
    expect(current()).toBe('1 de 3');
  });

  it('does not rotate while off screen', () => {
    installBrowserStubs({ onScreen: false });
    renderCarousel();
    advance(20_000);
    expect(current()).toBe('1 de 3');
  });

  it('with selectOnClick, clicking a non-current slide makes it current (and stops autoplay)', () => {
    const { region } = renderCarousel({ selectOnClick: true });
    fireEvent.click(within(region).getByText('Tercera'));
    expect(current()).toBe('3 de 3');
    advance(12_000);
    expect(current()).toBe('3 de 3');
  });

  it('styles slides by whether they are current', () => {
    renderCarousel({ autoplay: false, slideClassName: ({ isCurrent }) => (isCurrent ? 'is-current' : 'is-other') });
    expect(screen.getAllByRole('group').map((s) => s.classList.contains('is-current'))).toEqual([true, false, false]);
  });
});
