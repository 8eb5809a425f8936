import { describe, expect, it } from 'vitest';
import { currentSectionAt } from '../use-current-section';

describe('currentSectionAt (scroll-spy)', () => {
  const tops = [-900, -300, 150, 600, 1400];

  it('is the last section whose top has passed a third of the screen', () => {
    expect(currentSectionAt(tops, 900, false)).toBe(2); // 150 <= 300; 600 is not
    expect(currentSectionAt(tops, 2000, false)).toBe(3); // the line is at 666
  });

  it('is the first section at the top of the page', () => {
    expect(currentSectionAt([0, 800, 1600], 900, false)).toBe(0);
  });

  it('is the last section once the page is scrolled to its end', () => {
    expect(currentSectionAt(tops, 900, true)).toBe(4);
  });
});
