// The site's palette (src/styles/index.css) as PBR materials for the generated models.
// Colours are sRGB hex, as designers write them; to-glb.ts converts them to glTF's linear space.

export interface MaterialSpec {
  name: string;
  color: string;
  metalness: number;
  roughness: number;
  /** 0-1: how much the colour glows by itself. Screens glow, so they read in a dim scene too. */
  glow?: number;
}

const matte = (name: string, color: string, glow = 0): MaterialSpec => ({ name, color, metalness: 0, roughness: 0.6, glow });

export const palette = {
  /** The accent (light theme) — bodies and frames. */
  indigo: { name: 'indigo', color: '#4f46e5', metalness: 0.25, roughness: 0.38 },
  /** The accent (dark theme) — trims, buttons, secondary shapes. */
  indigoLight: { name: 'indigo-light', color: '#818cf8', metalness: 0.15, roughness: 0.45 },
  cyan: { name: 'cyan', color: '#22d3ee', metalness: 0.1, roughness: 0.4 },
  screen: matte('screen', '#0b1020'),
  ink: matte('ink', '#020617'),
  // Screen content: lit from within, so a phone or a page looks switched on in both themes.
  uiIndigo: matte('ui-indigo', '#818cf8', 0.55),
  uiCyan: matte('ui-cyan', '#22d3ee', 0.55),
  uiCard: matte('ui-card', '#1e293b', 0.25),
  uiText: matte('ui-text', '#cbd5e1', 0.45),
  uiTextStrong: matte('ui-text-strong', '#eef2ff', 0.6),
  page: matte('page', '#f8fafc', 0.35),
  pageInk: matte('page-ink', '#0f172a', 0),
  pageMuted: matte('page-muted', '#94a3b8', 0.2),
  pageCard: matte('page-card', '#e0e7ff', 0.3),
  pageAccent: matte('page-accent', '#4f46e5', 0.3),
  pageCyan: matte('page-cyan', '#22d3ee', 0.4),
} satisfies Record<string, MaterialSpec>;
