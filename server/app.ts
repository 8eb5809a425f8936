import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { createContactHandler } from '../contact/contact-core.ts';
import { callableMessages } from '../contact/contact-error.ts';
import { createSmtpSender, type MailSender } from '../contact/mail-sender.ts';
import { createRateLimiter } from '../contact/rate-limiter.ts';
import { sendCallableError } from './callable-reply.ts';
import { ConfigError, type ServerConfig } from './config.ts';
import { registerContactRoute } from './contact-route.ts';
import { createDeliveryWorker, type DeliveryWorkerOptions } from './delivery-worker.ts';
import { openOutbox, type Outbox } from './outbox.ts';
import { registerStaticSite } from './static-site.ts';

export interface AppOptions {
  /** Retry timing and attempt hook of the delivery worker (tests shorten the backoff). */
  delivery?: DeliveryWorkerOptions;
  /** Replaces the SMTP sender built from config.smtpUrl. */
  sender?: MailSender;
  /** false: the contact backend alone, no built site (npm run dev, where Vite serves the page). */
  serveSite?: boolean;
}

/** An unusable DATA_DIR is a configuration problem: say so in Spanish, naming the variable. */
function openOutboxOrExplain(dataDir: string): Outbox {
  try {
    return openOutbox(dataDir);
  } catch (error) {
    throw new ConfigError(
      `DATA_DIR no se puede usar para guardar mensajes (${dataDir}): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * Builds the whole server without listening, so tests can drive it directly: the static
 * site, the contact-send callable, its SQLite outbox and, when SMTP is configured, the
 * delivery worker. Closing the app stops the worker and closes the database.
 */
export async function buildApp(config: ServerConfig, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, trustProxy: false });
  const outbox = openOutboxOrExplain(config.dataDir);
  const sender = options.sender ?? (config.smtpUrl ? createSmtpSender(config.smtpUrl, config.mailFrom) : null);
  const worker = sender ? createDeliveryWorker(outbox, (mail) => sender.send(mail), options.delivery) : null;

  app.addHook('onReady', async () => worker?.start());
  app.addHook('onClose', async () => {
    await worker?.stop();
    sender?.close();
    outbox.close();
  });

  // Unknown routes: a callable-shaped 404 for POSTs (what the SDK reads as not-found), text otherwise.
  app.setNotFoundHandler((request, reply) =>
    request.method === 'POST'
      ? sendCallableError(reply, 'NOT_FOUND', callableMessages.notFound)
      : reply.code(404).type('text/plain; charset=utf-8').send('Página no encontrada'),
  );

  try {
    await app.register(fastifyCompress, { threshold: 1024 });
    await registerContactRoute(app, {
      corsOrigins: config.corsOrigins,
      handle: createContactHandler({
        recipients: config.contactTo,
        rateLimiter: createRateLimiter(config.rateLimit),
        store(mail) {
          outbox.add(mail);
          worker?.wake();
        },
      }),
    });
    if (options.serveSite ?? true) await registerStaticSite(app, config.distDir);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
