// What the soak keeps of each visit, and how it is reported: one line per engine reading
// "<engine>: N visits, S stalls", one indented line per stall under it, and the whole record as
// JSON (written after every visit, so a run cut short still leaves its findings).
import { writeFileSync } from 'node:fs';
import type { ColorScheme } from '../driver/driver.ts';
import type { Silence } from './watch.ts';

const SCHEME = { light: 'claro', dark: 'oscuro' } as const;

const SILENCE: Record<Silence, string> = {
  script: 'un script sin respuesta',
  frame: 'ningún cuadro nuevo',
  visit: 'la visita sin terminar',
  window: 'la ventana sin abrirse',
};

export interface StallRecord {
  step: string;
  silence: Silence;
  message: string;
  /** The services' 3D model had drawn frames in this visit before the stall. */
  modelLive: boolean;
  /** Relative to the project's root, or null if the engine could not take one. */
  screenshot: string | null;
  /** The window would not close: the engine was stopped and started again. */
  restarted: boolean;
}

export interface VisitRecord {
  visit: number;
  width: number;
  colorScheme: ColorScheme;
  seconds: number;
  /** The browser has WebGL 2 (null: the visit did not reach the services). */
  webgl: boolean | null;
  /** Frames the 3D model drew in this visit (window.__viewerStats, src/viewer/viewer-stats.ts). */
  modelFrames: number;
  stall: StallRecord | null;
  /** A step that failed without a stall (an element not found in time, say). */
  failure: { step: string; message: string } | null;
}

export interface EngineRun {
  name: string;
  version: string;
  /** How the CPU was slowed, or why it was not. */
  cpu: string;
  visits: VisitRecord[];
  /** Why the engine's visits ended early (it would not start again), or null. */
  error: string | null;
}

export const viewLabel = (v: Pick<VisitRecord, 'width' | 'colorScheme'>) => `${v.width} px · ${SCHEME[v.colorScheme]}`;

export function stallLine(v: VisitRecord): string {
  const s = v.stall!;
  const model = v.webgl === false ? 'sin WebGL (imágenes fijas)' : s.modelLive ? 'modelo 3D vivo' : 'modelo 3D sin dibujar';
  const shot = s.screenshot ? `captura ${s.screenshot}` : 'sin captura';
  return `visita ${v.visit} · ${viewLabel(v)} · «${s.step}» · ${SILENCE[s.silence]} (${s.message}) · ${model} · ${shot}${s.restarted ? ' · motor reiniciado' : ''}`;
}

/** The conditions of each engine's run, then the counts the brief asks for. */
export function summary(runs: EngineRun[]): string[] {
  const lines: string[] = [];
  for (const run of runs) {
    const live = run.visits.filter((v) => v.modelFrames > 0).length;
    const webgl = run.visits.some((v) => v.webgl === false) ? ', sin WebGL: imágenes fijas' : '';
    const failed = run.visits.filter((v) => v.failure).length;
    lines.push(
      `${run.name} ${run.version}: CPU ${run.cpu}${webgl}; modelo 3D vivo en ${live} de ${run.visits.length} visitas` +
        (failed ? `; ${failed} visitas fallaron sin pararse (ver el JSON)` : '') +
        (run.error ? `; terminó antes: ${run.error}` : ''),
    );
  }
  lines.push('');
  for (const run of runs) {
    const stalls = run.visits.filter((v) => v.stall);
    lines.push(`${run.name}: ${run.visits.length} visits, ${stalls.length} stalls`, ...stalls.map((v) => `  ${stallLine(v)}`));
  }
  return lines;
}

export function writeReport(file: string, runs: EngineRun[]): void {
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), engines: runs }, null, 2));
}
