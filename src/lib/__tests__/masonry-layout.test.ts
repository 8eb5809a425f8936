import { describe, expect, it } from 'vitest';
import { shortestColumnBottom } from '../masonry-layout';

describe('shortestColumnBottom', () => {
  it('is the end of the column that ends first', () => {
    const items = [
      { left: 0, bottom: 700, height: 700 },
      { left: 300, bottom: 460, height: 460 },
      { left: 600, bottom: 520, height: 520 },
      { left: 0, bottom: 1200, height: 480 },
    ];
    expect(shortestColumnBottom(items)).toBe(460);
  });

  it('takes a column’s lowest item and ignores hidden ones', () => {
    const items = [
      { left: 0, bottom: 300, height: 300 },
      { left: 0, bottom: 800, height: 480 },
      { left: 300.4, bottom: 600, height: 600 },
      { left: 300, bottom: 0, height: 0 },
    ];
    expect(shortestColumnBottom(items)).toBe(600);
  });

  it('is 0 with nothing shown', () => {
    expect(shortestColumnBottom([])).toBe(0);
  });
});
