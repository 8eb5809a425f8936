// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Masonry } from '../masonry';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Two columns of cards (jsdom lays nothing out): item i at left 0 or 300, 200 px tall, stacked. */
function twoColumns(list: () => HTMLElement | null) {
  let listMeasured = 0;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this === list()) {
      listMeasured++;
      return DOMRect.fromRect({ x: 0, y: 0, width: 600, height: 800 });
    }
    const i = [...(this.parentElement?.children ?? [])].indexOf(this);
    const height = i === 2 ? 500 : 200;
    return DOMRect.fromRect({ x: (i % 2) * 300, y: Math.floor(i / 2) * 220, width: 280, height });
  });
  return () => listMeasured;
}

// "Ver más"/"Ver menos" switch the even bottom on the visitor's tap: the render's layout effect
// shapes the grid once. A second shaping of the same grid, from an observer of the attribute,
// cost the tap a second forced layout of every card.
it('shapes the grid once when its even bottom is switched', async () => {
  // The grid's observers, as in a browser (jsdom has no ResizeObserver): sizes never change here.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  const items = [0, 1, 2, 3].map((i) => <li key={i}>{i}</li>);
  const { container, rerender } = render(<Masonry evenBottom>{items}</Masonry>);
  const list = () => container.querySelector('ul');
  const listMeasured = twoColumns(list);

  rerender(<Masonry evenBottom={false}>{items}</Masonry>);
  await Promise.resolve(); // the observers' reports come as microtasks

  expect(listMeasured()).toBe(1);
  expect(list()!.dataset.masonry).toBe('ready');
  expect(list()!.hasAttribute('data-faded')).toBe(false);

  rerender(<Masonry evenBottom>{items}</Masonry>);
  await Promise.resolve();

  expect(listMeasured()).toBe(2);
  // Cut 120 px under the shorter column (the second ends at 420 px, the first at 720).
  expect(list()!.hasAttribute('data-faded')).toBe(true);
});
