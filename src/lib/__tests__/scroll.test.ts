// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_GAP_PX, scrollToSection, sectionScrollTop } from '../scroll';

describe('sectionScrollTop', () => {
  it('puts the element just below the fixed header, with the gap', () => {
    // Element 900 px below the viewport top, page already scrolled 200 px, 72 px header.
    expect(sectionScrollTop(900, 200, 72)).toBe(900 + 200 - 72 - SCROLL_GAP_PX);
    expect(sectionScrollTop(900, 200, 72, 0)).toBe(1028);
  });

  it('works for elements above the viewport (negative top) and rounds to whole pixels', () => {
    expect(sectionScrollTop(-300.4, 1000, 56.2, 16)).toBe(627);
  });

  it('never asks for a negative scroll position', () => {
    expect(sectionScrollTop(10, 0, 72)).toBe(0);
  });
});

describe('scrollToSection', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  function setUp(reducedMotion: boolean) {
    document.body.innerHTML = '<header></header><section id="home" tabindex="-1"></section><section id="about" tabindex="-1"></section>';
    const rect = (top: number, height: number) => ({ top, height, bottom: top + height }) as DOMRect;
    vi.spyOn(document.querySelector('header')!, 'getBoundingClientRect').mockReturnValue(rect(0, 64));
    vi.spyOn(document.getElementById('about')!, 'getBoundingClientRect').mockReturnValue(rect(1500, 600));
    window.matchMedia = vi.fn((query: string) => ({ matches: reducedMotion && query.includes('reduce') }) as MediaQueryList);
    return vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  }

  it('scrolls smoothly to below the header and moves focus to the section', () => {
    const scrollTo = setUp(false);
    scrollToSection('about');
    expect(scrollTo).toHaveBeenCalledWith({ top: 1500 - 64 - SCROLL_GAP_PX, behavior: 'smooth' });
    expect(document.activeElement?.id).toBe('about');
  });

  it('jumps instantly under reduced motion', () => {
    const scrollTo = setUp(true);
    scrollToSection('about');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'instant' }));
  });

  it('aims again where the glide ends if the section has moved meanwhile, however far', () => {
    const scrollTo = setUp(false);
    scrollToSection('about');
    // Parts above grew by more than a screen during the glide.
    vi.mocked(document.getElementById('about')!.getBoundingClientRect).mockReturnValue({
      top: 1500 + 2000,
      height: 600,
      bottom: 0,
    } as DOMRect);
    window.dispatchEvent(new Event('scrollend'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 3500 - 64 - SCROLL_GAP_PX, behavior: 'instant' });
  });

  it('without `scrollend` (Safari before 26.2), aims again once the glide has stopped scrolling', () => {
    vi.useFakeTimers();
    vi.stubGlobal('onscrollend', undefined);
    const scrollTo = setUp(false);
    scrollToSection('about');
    vi.mocked(document.getElementById('about')!.getBoundingClientRect).mockReturnValue({ top: 1529, height: 600, bottom: 0 } as DOMRect);
    // Still gliding: a scroll every frame.
    for (let frame = 0; frame < 20; frame++) {
      vi.advanceTimersByTime(16);
      window.dispatchEvent(new Event('scroll'));
    }
    expect(scrollTo).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(150);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1529 - 64 - SCROLL_GAP_PX, behavior: 'instant' });
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('leaves the scroll to a visitor who scrolled during the glide', () => {
    const scrollTo = setUp(false);
    scrollToSection('about');
    window.dispatchEvent(new Event('wheel'));
    vi.mocked(document.getElementById('about')!.getBoundingClientRect).mockReturnValue({ top: 900, height: 600, bottom: 0 } as DOMRect);
    window.dispatchEvent(new Event('scrollend'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('keeps the section in place when the page height changes after landing, until the visitor scrolls', () => {
    let resized = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {
          resized = () => {};
        }
      },
    );
    const scrollTo = setUp(true);
    scrollToSection('about');
    // A part above came alive and grew: the section moved down.
    vi.mocked(document.getElementById('about')!.getBoundingClientRect).mockReturnValue({ top: 1700, height: 600, bottom: 0 } as DOMRect);
    resized();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1700 - 64 - SCROLL_GAP_PX, behavior: 'instant' });
    window.dispatchEvent(new Event('keydown'));
    vi.mocked(document.getElementById('about')!.getBoundingClientRect).mockReturnValue({ top: 900, height: 600, bottom: 0 } as DOMRect);
    resized();
    expect(scrollTo).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });

  it('goes to the very top for home', () => {
    const scrollTo = setUp(false);
    scrollToSection('home');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
