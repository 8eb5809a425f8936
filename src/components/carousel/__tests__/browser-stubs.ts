import { vi } from 'vitest';

// jsdom has no layout, so no IntersectionObserver, ResizeObserver or matchMedia. These stand-ins
// let Embla start and tell the carousel it is on screen; `reducedMotion` picks the OS setting.
export function installBrowserStubs({ reducedMotion = false, onScreen = true } = {}) {
  class FakeIntersectionObserver {
    constructor(private callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      if (onScreen)
        this.callback(
          [{ isIntersecting: true, intersectionRatio: 1, target } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  class FakeResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reducedMotion && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
      }) as unknown as MediaQueryList,
  );
}
