// WebKitGTK now and then stops answering mid-journey, and the journey ends on its 90 s timeout.
// Every poll gives up in 10 s with its own message, so such a timeout means a command never came
// back: the report names it, how long it has waited, and whether the page still answers a fresh
// script (one command lost by the driver, or the whole page gone).
import type { Tab } from '../driver/driver.ts';

/** A short name for a command: a script's first characters, with its whitespace folded. */
const describeCall = (method: string, args: unknown[]) =>
  typeof args[0] === 'function'
    ? `${method}(${String(args[0]).replace(/\s+/g, ' ').slice(0, 80)}…)`
    : `${method}(${args.map(String).join(', ').slice(0, 80)})`;

/** `tab`, keeping the commands that have not answered yet; `stuck()` says what they are. */
export function withCommandsInFlight(tab: Tab): { tab: Tab; stuck: () => Promise<string> } {
  const inFlight = new Set<{ call: string; since: number }>();
  const recorded = new Proxy(tab, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const entry = { call: describeCall(String(property), args), since: Date.now() };
        inFlight.add(entry);
        return (value as (...a: unknown[]) => Promise<unknown>).apply(target, args).finally(() => inFlight.delete(entry));
      };
    },
  });
  const stuck = async () => {
    const waiting = [...inFlight].map(({ call, since }) => `${call} desde hace ${Math.round((Date.now() - since) / 1000)} s`);
    const fresh = await Promise.race([
      tab.evaluate(() => document.readyState).then((state) => `responde (${state})`),
      new Promise<string>((resolve) => setTimeout(() => resolve('tampoco responde en 5 s'), 5000)),
    ]).catch((error: unknown) => `falla: ${error instanceof Error ? error.message : String(error)}`);
    return `sin respuesta: ${waiting.join('; ') || 'ninguna orden'}; un script nuevo: ${fresh}`;
  };
  return { tab: recorded, stuck };
}
