import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Tab } from '../../e2e-engines/driver/driver';
import { withCommandsInFlight } from '../../e2e-engines/support/in-flight';

/** A tab whose commands answer as `answer` says: the recorder is what is under test, not a browser. */
function tabAnswering(answer: (call: string) => Promise<unknown>): Tab {
  const command = (name: string) => (first?: unknown) => answer(typeof first === 'function' ? `${name} ${String(first)}` : name);
  return {
    goto: command('goto'),
    evaluate: command('evaluate'),
    addScript: command('addScript'),
    click: command('click'),
    press: command('press'),
    type: command('type'),
    screenshot: command('screenshot'),
    close: command('close'),
  } as unknown as Tab;
}

const never = () => new Promise<never>(() => {});

describe('a stalled journey says which command never came back', () => {
  afterEach(() => vi.useRealTimers());

  it('names the command still waiting, not those that answered, and whether a fresh script answers', async () => {
    const { tab, stuck } = withCommandsInFlight(
      tabAnswering(async (call) => {
        if (call.includes('readyState')) return 'complete';
        if (call.startsWith('evaluate')) return never();
        return undefined;
      }),
    );
    await tab.click(10, 20);
    void tab.evaluate(() => document.title.length);
    const said = await stuck();
    expect(said).toMatch(/^sin respuesta: evaluate\(\(\) => document\.title\.length…\) desde hace 0 s; /);
    expect(said).not.toContain('click');
    expect(said).toMatch(/un script nuevo: responde \(complete\)$/);
  });

  it('says so when the page answers nothing, and when nothing was waiting', async () => {
    vi.useFakeTimers();
    const { stuck } = withCommandsInFlight(tabAnswering(never));
    const said = stuck();
    await vi.advanceTimersByTimeAsync(5000);
    expect(await said).toBe('sin respuesta: ninguna orden; un script nuevo: tampoco responde en 5 s');
  });
});
