// A draw counter the end-to-end tests read to prove that nothing is drawn while the section is
// off screen or the tab is hidden (spec: the 3D costs nothing until seen). WebGL work is not
// observable from outside the page otherwise.

export interface ViewerStats {
  /** Frames rendered since the page loaded. */
  frames: number;
  /** WebGL draw calls issued by those frames (renderer.info.render.calls, summed). */
  calls: number;
}

declare global {
  interface Window {
    __viewerStats?: ViewerStats;
  }
}

export function recordFrame(drawCalls: number): void {
  const stats = (window.__viewerStats ??= { frames: 0, calls: 0 });
  stats.frames += 1;
  stats.calls += drawCalls;
}
