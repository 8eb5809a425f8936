// The "Aplicaciones móviles" model: a phone, screen switched on, showing an app's home.
// Drawn on a grid where the body is 5 tall; fit.ts scales and centres it for the camera at z 6.
import { palette as c } from './palette.ts';
import { at, disc, part, plate, slab, type Part } from './shapes.ts';

const FRONT = 0.14; // z of the body's front face (depth 0.16 / 2 + bevel 0.06)
const SCREEN = FRONT + 0.002;
const UI = SCREEN + 0.004;
const OVER = UI + 0.004;

/** A text line of `width` starting at `left`, as apps show them: a rounded bar. */
const line = (left: number, y: number, width: number, height: number) => at(plate(width, height, height / 2), left + width / 2, y, OVER);

function listRow(y: number, icon: typeof c.uiCyan): Part[] {
  return [
    part(c.uiCard, at(plate(1.98, 0.6, 0.14), 0, y, UI)),
    part(icon, at(plate(0.36, 0.36, 0.1), -0.7, y, OVER)),
    part(c.uiTextStrong, line(-0.42, y + 0.09, 0.95, 0.08)),
    part(c.uiText, line(-0.42, y - 0.09, 0.6, 0.065)),
  ];
}

export function phone(): Part[] {
  return [
    part(c.indigo, slab(2.5, 5, 0.42, 0.16, 0.06)),
    // Side buttons: volume on the left, power on the right.
    part(c.indigoLight, at(slab(0.1, 0.5, 0.05, 0.1), -1.27, 1.35, 0)),
    part(c.indigoLight, at(slab(0.1, 0.5, 0.05, 0.1), -1.27, 0.7, 0)),
    part(c.indigoLight, at(slab(0.1, 0.75, 0.05, 0.1), 1.27, 1.0, 0)),
    part(c.screen, at(plate(2.3, 4.8, 0.34), 0, 0, SCREEN)),
    // Status bar and the camera island.
    part(c.ink, at(plate(0.62, 0.17, 0.085), 0, 2.12, UI)),
    part(c.uiText, line(-0.95, 2.12, 0.3, 0.07)),
    part(c.uiText, line(0.62, 2.12, 0.34, 0.07)),
    // Header card: avatar, greeting, progress.
    part(c.uiIndigo, at(plate(1.98, 1.1, 0.18), 0, 1.32, UI)),
    part(c.uiCyan, at(disc(0.2), -0.62, 1.48, OVER)),
    part(c.uiTextStrong, line(-0.3, 1.56, 0.85, 0.1)),
    part(c.uiTextStrong, line(-0.3, 1.38, 0.55, 0.075)),
    part(c.ink, line(-0.82, 1.0, 1.64, 0.08)),
    part(c.uiCyan, at(plate(1.05, 0.08, 0.04), -0.82 + 0.525, 1.0, OVER + 0.002)),
    ...listRow(0.3, c.uiCyan),
    ...listRow(-0.42, c.uiIndigo),
    ...listRow(-1.14, c.uiCyan),
    // Call to action and the home indicator.
    part(c.uiCyan, at(plate(1.98, 0.42, 0.21), 0, -1.84, UI)),
    part(c.ink, line(-0.32, -1.84, 0.64, 0.08)),
    part(c.uiText, at(plate(0.72, 0.05, 0.025), 0, -2.28, UI)),
  ];
}
