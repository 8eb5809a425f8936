// Line pictograms on a 24-unit grid (drawn for this project, in the spirit of Lucide's 2 px strokes).
// Each is the inner markup of a <g> whose stroke, width and scale the caller sets.

export const pictograms = {
  calendar: '<rect x="3" y="4.5" width="18" height="16.5" rx="2.5"/><path d="M8 2.5v4M16 2.5v4M3 10h18M9 15.5l2 2 4-4"/>',
  ticket: '<path d="M5 2.5h14v19l-2.33-1.5-2.34 1.5L12 20l-2.33 1.5L7.33 20 5 21.5Z"/><path d="M8.5 8h7M8.5 12h7M8.5 16h4"/>',
  mapPin: '<path d="M19.5 10c0 5.5-7.5 11.5-7.5 11.5S4.5 15.5 4.5 10a7.5 7.5 0 0 1 15 0Z"/><circle cx="12" cy="10" r="2.75"/>',
  cart: '<path d="M2.5 3h2.6l2.3 11.2a2 2 0 0 0 2 1.6h8.4a2 2 0 0 0 1.9-1.5L21.5 7H6"/><circle cx="9.5" cy="20" r="1.3"/><circle cx="17.5" cy="20" r="1.3"/>',
  parking: '<rect x="3.5" y="3.5" width="17" height="17" rx="4"/><path d="M9.5 17V7h3.5a3 3 0 0 1 0 6H9.5"/>',
  coin: '<circle cx="12" cy="12" r="9"/><path d="M14.6 9.2A2.6 2.6 0 0 0 12.1 8c-1.5 0-2.6.8-2.6 2s1.2 1.6 2.6 1.9 2.6.8 2.6 2-1.1 2.1-2.6 2.1a2.7 2.7 0 0 1-2.6-1.4M12 6v2M12 16v2"/>',
  layers: '<path d="M12 2.8 2.8 7.5 12 12.2l9.2-4.7Z"/><path d="m2.8 12 9.2 4.7 9.2-4.7M2.8 16.5l9.2 4.7 9.2-4.7"/>',
  car: '<path d="M4 16.5v-4l2-5.2A2 2 0 0 1 7.9 6h8.2a2 2 0 0 1 1.9 1.3l2 5.2v4"/><path d="M3.5 12.5h17v4a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1Z"/><path d="M6 17.5V20M18 17.5V20M7 15h1M16 15h1"/>',
  pulse: '<path d="M21.5 12h-4l-3 8.5-5-17-3 8.5h-4"/>',
  cabin: '<path d="M2.5 11 12 3.5l9.5 7.5"/><path d="M5 9v11.5h14V9"/><path d="M10 20.5v-5.5h4v5.5"/>',
  box: '<path d="M21 7.5 12 3 3 7.5v9l9 4.5 9-4.5Z"/><path d="m3 7.5 9 4.5 9-4.5M12 12v9M7.5 5.3l9 4.5"/>',
  truck:
    '<path d="M2.5 5.5h11v11h-11Z"/><path d="M13.5 9h4.2l3.8 3.8v3.7h-8"/><circle cx="7" cy="18" r="1.8"/><circle cx="17" cy="18" r="1.8"/>',
  dumbbell: '<path d="M6.5 6.5v11M17.5 6.5v11M3.5 9v6M20.5 9v6M6.5 12h11"/>',
  mountain: '<path d="m2 20 7-13 4.5 7.5L16 11l6 9Z"/><path d="m7.2 10.4 1.8 1.3 1.6-1.6"/>',
  wine: '<path d="M7.5 2.5h9l-.4 5.8a4.1 4.1 0 0 1-8.2 0Z"/><path d="M12 12.5v8M8 21h8M7.8 6.5h8.4"/>',
  chart: '<path d="M3.5 3.5v17h17"/><path d="M8 16.5v-4M12.5 16.5V8M17 16.5v-6.5"/>',
  phone: '<rect x="6.5" y="2.5" width="11" height="19" rx="2.5"/><path d="M10.5 18.5h3"/>',
  browser: '<rect x="2.5" y="4" width="19" height="16" rx="2.5"/><path d="M2.5 9h19M6 6.5h.01M9 6.5h.01"/>',
} as const;

export type Pictogram = keyof typeof pictograms;

/** The pictogram centred in a `size` square at (x, y), stroked in `colour`. */
export function drawPictogram(name: Pictogram, x: number, y: number, size: number, colour: string, width = 2): string {
  const scale = size / 24;
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${pictograms[name]}</g>`;
}
