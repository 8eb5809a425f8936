// Small colour helpers for the image generators (hex in, hex out; sRGB, WCAG formulas).

type Rgb = [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `amount` of `b` over `a` (0 = a, 1 = b). */
export function mix(a: string, b: string, amount: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  return rgbToHex([0, 1, 2].map((i) => ca[i]! + (cb[i]! - ca[i]!) * amount) as Rgb);
}

export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Darkens `colour` in small steps until it reaches `ratio` against `background`. */
export function darkenUntil(colour: string, background: string, ratio: number): string {
  let result = colour;
  for (let step = 1; step <= 20 && contrast(result, background) < ratio; step++) {
    result = mix(colour, '#0f172a', step * 0.05);
  }
  return result;
}

/** Lightens `colour` towards white in small steps until it reaches `ratio` against `background`. */
export function lightenUntil(colour: string, background: string, ratio: number): string {
  let result = colour;
  for (let step = 1; step <= 20 && contrast(result, background) < ratio; step++) {
    result = mix(colour, '#ffffff', step * 0.05);
  }
  return result;
}

/** The hex stops of a CSS gradient such as `linear-gradient(135deg, #6366f1 0%, #22d3ee 100%)`. */
export function gradientStops(css: string | undefined, fallback: [string, string]): [string, string] {
  const stops = css?.match(/#[0-9a-f]{6}\b|#[0-9a-f]{3}\b/gi) ?? [];
  return stops.length >= 2 ? [stops[0]!, stops[stops.length - 1]!] : fallback;
}
