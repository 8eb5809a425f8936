import type { FastifyInstance, FastifyReply } from 'fastify';
import { beaconAnswer, pixelAnswer, tooLargeAnswer, type CountAnswer } from '../counts/count-answer.ts';
import type { Counter, CountClient, CountOutcome } from '../counts/count-core.ts';
import { parseBeaconText, parsePixelQuery } from '../counts/count-events.ts';
import { COUNT_BODY_LIMIT, COUNT_PATH, PIXEL_PATH } from '../counts/count-names.ts';
import type { countEvents } from './server-log.ts';

// POST /count (the page's beacon: JSON in a text/plain or application/json body) and
// GET /count.gif (the pixel of a page read without JavaScript), on the site's own origin.

export interface CountRouteOptions {
  counter: Counter;
  events: ReturnType<typeof countEvents>;
}

function send(reply: FastifyReply, answer: CountAnswer): FastifyReply {
  reply.code(answer.status).headers(answer.headers);
  return answer.body === null ? reply.send() : reply.send(answer.body);
}

export async function registerCountRoutes(app: FastifyInstance, options: CountRouteOptions): Promise<void> {
  const counted = async (input: unknown, client: CountClient): Promise<CountOutcome> => {
    try {
      const result = await options.counter.page(input, client);
      if (result.outcome === 'invalid') options.events.refused();
      return result;
    } catch (error) {
      // A count that could not be stored changes nothing for the visitor (204, as when not
      // counted); the owner reads why in the log.
      options.events.failed(error);
      return { outcome: 'robot' };
    }
  };

  await app.register((scope, _options, registered) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: COUNT_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
      if (error.statusCode === 413) return send(reply, tooLargeAnswer());
      if (error.statusCode !== undefined && error.statusCode < 500) return send(reply, beaconAnswer({ outcome: 'invalid' }));
      options.events.failed(error);
      return reply.code(500).send();
    });

    scope.post(COUNT_PATH, async (request, reply) => {
      const text = typeof request.body === 'string' ? request.body : '';
      return send(reply, beaconAnswer(await counted(parseBeaconText(text), { address: request.ip, headers: request.headers })));
    });
    scope.get(PIXEL_PATH, async (request, reply) => {
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      await counted(parsePixelQuery(query), { address: request.ip, headers: request.headers });
      return send(reply, pixelAnswer());
    });
    registered();
  });
}
