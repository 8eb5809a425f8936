import { describe, expect, it } from 'vitest';
import { oneDecimalText } from '../decimal-text';

describe('oneDecimalText', () => {
  it('writes what Intl writes for es-AR with one decimal', () => {
    const intl = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (const value of [5, 4.8, 4.75, 4.84, 4.86, 4.95, 14 / 3, 0, 3.05]) {
      expect(oneDecimalText(value), String(value)).toBe(intl.format(value));
    }
  });
});
