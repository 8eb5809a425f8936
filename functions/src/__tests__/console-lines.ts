/**
 * Every line written through the console from now on, kept as text (and still printed).
 * firebase-functions' logger keeps the console's methods it finds when it loads, so a test calls
 * this in `vi.hoisted`, before its imports run.
 */
export function recordConsole(): string[] {
  const lines: string[] = [];
  for (const level of ['debug', 'info', 'log', 'warn', 'error'] as const) {
    const write = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      lines.push(
        args.map((arg) => (typeof arg === 'string' ? arg : arg instanceof Error ? String(arg.stack) : JSON.stringify(arg))).join(' '),
      );
      write(...args);
    };
  }
  return lines;
}
