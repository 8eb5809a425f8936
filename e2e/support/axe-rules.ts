/** The rules every accessibility scan checks, in every engine: WCAG 2.0–2.2, A and AA (axe-core's tags). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
