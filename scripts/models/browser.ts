// The "Desarrollo web" model: a browser window showing a landing page.
// Units: 2.9 wide; fit.ts scales and centres it for the camera at z 2.5 (content data).
import { palette as c } from './palette.ts';
import { at, disc, part, plate, slab, type Part } from './shapes.ts';

const FRONT = 0.055; // depth 0.06 / 2 + bevel 0.025
const PAGE = FRONT + 0.002;
const UI = PAGE + 0.003;
const OVER = UI + 0.003;

const bar = (left: number, y: number, width: number, height: number, z = UI) =>
  at(plate(width, height, height / 2), left + width / 2, y, z);

function card(x: number): Part[] {
  return [
    part(c.pageCard, at(plate(0.82, 0.36, 0.05), x, -0.66, UI)),
    part(c.pageAccent, at(disc(0.05), x - 0.3, -0.6, OVER)),
    part(c.pageMuted, bar(x - 0.2, -0.6, 0.42, 0.035, OVER)),
    part(c.pageMuted, bar(x - 0.35, -0.72, 0.62, 0.035, OVER)),
  ];
}

export function browser(): Part[] {
  return [
    part(c.indigo, slab(2.9, 2, 0.14, 0.06, 0.025)),
    // Toolbar: window buttons and the address bar.
    part(c.uiCyan, at(disc(0.042), -1.3, 0.865, PAGE)),
    part(c.pageCard, at(disc(0.042), -1.17, 0.865, PAGE)),
    part(c.uiIndigo, at(disc(0.042), -1.04, 0.865, PAGE)),
    part(c.uiIndigo, at(plate(1.6, 0.13, 0.065), 0.1, 0.865, PAGE)),
    part(c.pageCard, bar(-0.6, 0.865, 0.55, 0.04)),
    // The page.
    part(c.page, at(plate(2.76, 1.66, 0.07), 0, -0.1, PAGE)),
    part(c.pageAccent, at(plate(0.14, 0.14, 0.04), -1.15, 0.56, UI)),
    part(c.pageMuted, bar(0.42, 0.56, 0.16, 0.035)),
    part(c.pageMuted, bar(0.64, 0.56, 0.16, 0.035)),
    part(c.pageMuted, bar(0.86, 0.56, 0.16, 0.035)),
    part(c.pageAccent, bar(1.08, 0.56, 0.22, 0.08)),
    // Hero: headline, lead, two buttons and a picture.
    part(c.pageInk, bar(-1.22, 0.3, 1.2, 0.11)),
    part(c.pageInk, bar(-1.22, 0.14, 0.9, 0.11)),
    part(c.pageMuted, bar(-1.22, -0.02, 1.1, 0.045)),
    part(c.pageMuted, bar(-1.22, -0.1, 0.8, 0.045)),
    part(c.pageAccent, bar(-1.22, -0.28, 0.42, 0.13)),
    part(c.pageCard, bar(-0.74, -0.28, 0.36, 0.13)),
    part(c.pageCyan, at(plate(1.0, 0.78, 0.06), 0.72, 0.08, UI)),
    part(c.page, at(disc(0.11), 0.98, 0.3, OVER)),
    part(c.pageAccent, at(plate(1.0, 0.26, 0.06), 0.72, -0.18, OVER)),
    ...card(-0.9),
    ...card(0),
    ...card(0.9),
  ];
}
