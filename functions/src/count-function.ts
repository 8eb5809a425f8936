import { onRequest } from 'firebase-functions/v2/https';
import { beaconAnswer, pixelAnswer, tooLargeAnswer, type CountAnswer } from '../../counts/count-answer.ts';
import type { Counter, CountClient, CountOutcome } from '../../counts/count-core.ts';
import { parseBeaconText, parsePixelQuery } from '../../counts/count-events.ts';
import { COUNT_BODY_LIMIT } from '../../counts/count-names.ts';
import { FUNCTIONS_REGION } from '../../contact/functions-region.ts';
import { countEvents } from './log.ts';

// The Firebase adapter of the counts: one HTTP function, "count", behind two Hosting rewrites on
// the site's own origin (firebase.json): POST /count (the page's beacon) and GET /count.gif (the
// pixel of a page read without JavaScript). Same core and same answers as server/count-route.ts.

export interface CountFunctionDeps {
  /** Resolved on first use, at run time (params have no value while deploying). */
  counter: () => Counter;
}

export function createCountFunction(deps: CountFunctionDeps) {
  async function counted(input: unknown, client: CountClient): Promise<CountOutcome> {
    try {
      const result = await deps.counter().page(input, client);
      if (result.outcome === 'invalid') countEvents.refused();
      return result;
    } catch (error) {
      // A count that could not be stored changes nothing for the visitor; the owner reads why in the log.
      countEvents.failed(error);
      return { outcome: 'robot' };
    }
  }

  return onRequest({ region: FUNCTIONS_REGION, maxInstances: 10, timeoutSeconds: 10, memory: '256MiB' }, async (request, response) => {
    const send = (answer: CountAnswer) => {
      response.status(answer.status).set(answer.headers);
      if (answer.body === null) response.end();
      else response.end(answer.body);
    };
    const client = { address: request.ip ?? '', headers: request.headers };
    if (request.method === 'GET') {
      await counted(parsePixelQuery(new URLSearchParams(request.url.split('?')[1] ?? '')), client);
      return send(pixelAnswer());
    }
    if (request.method !== 'POST') return send(beaconAnswer({ outcome: 'invalid' }));
    const raw = (request as { rawBody?: Buffer }).rawBody ?? Buffer.alloc(0);
    if (raw.length > COUNT_BODY_LIMIT) return send(tooLargeAnswer());
    send(beaconAnswer(await counted(parseBeaconText(raw.toString('utf8')), client)));
  });
}
