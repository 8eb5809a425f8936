import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { createContactHandler } from '../contact/contact-core.ts';
import { callableMessages } from '../contact/contact-error.ts';
import type { MailSender } from '../contact/mail-sender.ts';
import { createSmtpSender } from '../mail/smtp-sender.ts';
import { createRateLimiter } from '../contact/rate-limiter.ts';
import { sendCallableError } from './callable-reply.ts';
import { ConfigError, type ServerConfig } from './config.ts';
import { registerContactRoute } from './contact-route.ts';
import { createCounter } from '../counts/count-core.ts';
import { openCountStore, type LocalCountStore } from './count-store.ts';
import { registerCountRoutes } from './count-route.ts';
import { createDeliveryWorker, type DeliveryWorkerOptions } from './delivery-worker.ts';
import { openOutbox, type Outbox } from './outbox.ts';
import { readBuildInfo, type BuildInfo } from './build-info.ts';
import { hasNotFoundPage, NOT_FOUND_PAGE, registerStaticSite } from './static-site.ts';
import { sameRecipients } from '../contact/recipients.ts';
import { DEFAULT_HTTP_LIMITS, httpServerOptions, type HttpLimits } from './http-limits.ts';
import { countEvents, deliveryEvents, loggerOptions, messageEvents, type LogStream } from './server-log.ts';

export interface AppOptions {
  /** Retry timing and attempt hook of the delivery worker (tests shorten the backoff). */
  delivery?: DeliveryWorkerOptions;
  /** Replaces the SMTP sender built from config.smtpUrl. */
  sender?: MailSender;
  /** Where the log's JSON lines go instead of stdout (tests read them). */
  logStream?: LogStream;
  /** Shorter timeouts for tests; the defaults are DEFAULT_HTTP_LIMITS. */
  httpLimits?: Partial<HttpLimits>;
  /** false: the contact backend alone, no built site (npm run dev, where Vite serves the page). */
  serveSite?: boolean;
  /** false: no visit counted, no message either (npm run dev: the owner's own visits while editing). */
  counts?: boolean;
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

function openCountStoreOrExplain(dataDir: string): LocalCountStore {
  try {
    return openCountStore(dataDir);
  } catch (error) {
    throw new ConfigError(
      `DATA_DIR no se puede usar para guardar los conteos de visitas (${dataDir}): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * The built site must write to the recipients this server accepts: a page built for another
 * CONTACT_TO would have every visitor's message refused, so the server refuses to start instead.
 */
function checkedBuildInfo(config: ServerConfig): BuildInfo {
  const info = readBuildInfo(config.distDir);
  if (info === null) {
    throw new ConfigError(
      `DIST_DIR no contiene un sitio construido (${config.distDir}): ejecuta npm run build, o usa npm start, que construye solo.`,
    );
  }
  if (!sameRecipients(info.contactTo, config.contactTo)) {
    throw new ConfigError(
      `CONTACT_TO no coincide con el sitio construido: la página envía a ${info.contactTo.join(', ')} y el servidor acepta ${config.contactTo.join(', ')}. ` +
        'Reconstruye con el mismo CONTACT_TO (npm run build; npm start lo hace solo).',
    );
  }
  return info;
}

/**
 * Builds the whole server without listening, so tests can drive it directly: the static
 * site, the contact-send callable, its SQLite outbox and, when SMTP is configured, the
 * delivery worker. Closing the app stops the worker and closes the database.
 */
export async function buildApp(config: ServerConfig, options: AppOptions = {}): Promise<FastifyInstance> {
  // Without the site (npm run dev) there is no build to agree with: Vite renders the page from
  // the same vite.config.ts, so its `to` is this CONTACT_TO by construction.
  const buildInfo = (options.serveSite ?? true) ? checkedBuildInfo(config) : null;
  const app = Fastify({
    ...loggerOptions(options.logStream),
    ...httpServerOptions({ ...DEFAULT_HTTP_LIMITS, ...options.httpLimits }),
    // Only the proxies the owner names may say who the visitor is: anyone else could dodge the
    // rate limits by writing the header.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  });
  if (config.trustProxy.length === 0) {
    // A proxy the owner did not name: every visitor would share its address (one quota for all,
    // one person in the counts). Said once, so the owner finds TRUST_PROXY.
    let said = false;
    app.addHook('onRequest', (request, _reply, done) => {
      if (!said && request.headers['x-forwarded-for'] !== undefined) {
        said = true;
        app.log.warn(
          { event: 'proxy.unnamed' },
          'Llegó una solicitud con X-Forwarded-For y TRUST_PROXY está vacío: si npm start está detrás de un proxy inverso, pon sus direcciones en TRUST_PROXY: sin eso, todos los visitantes comparten la dirección del proxy (un solo límite, un solo visitante en los conteos)',
        );
      }
      done();
    });
  }
  const outbox = openOutboxOrExplain(config.dataDir);
  const sender = options.sender ?? (config.smtpUrl ? createSmtpSender(config.smtpUrl, config.mailFrom) : null);
  const worker = sender
    ? createDeliveryWorker(outbox, (mail) => sender.send(mail), {
        warnAfterMs: config.deliveryWarnAfterMs,
        events: deliveryEvents(app.log, config.deliveryWarnAfterMs),
        ...options.delivery,
      })
    : null;
  const events = messageEvents(app.log);
  const counts = (options.counts ?? true) ? openCountStoreOrExplain(config.dataDir) : null;
  const counter =
    counts &&
    createCounter({
      store: counts,
      rateLimiter: createRateLimiter({ max: config.countRateLimitMax, windowMs: config.rateLimit.windowMs }),
    });
  const countLog = countEvents(app.log);

  app.addHook('onReady', (done) => {
    worker?.start();
    done();
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
    sender?.close();
    outbox.close();
    counts?.close();
  });

  // Unknown routes: a callable-shaped 404 for POSTs (what the SDK reads as not-found), the site's
  // not-found page otherwise (it leads back home), or text where no site is served.
  const notFoundPage = buildInfo !== null && hasNotFoundPage(config.distDir);
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'POST') return sendCallableError(reply, 'NOT_FOUND', callableMessages.notFound);
    reply.code(404);
    return notFoundPage ? reply.sendFile(NOT_FOUND_PAGE) : reply.type('text/plain; charset=utf-8').send('Página no encontrada');
  });

  try {
    await app.register(fastifyCompress, { threshold: 1024 });
    await registerContactRoute(app, {
      corsOrigins: config.corsOrigins,
      events,
      handle: createContactHandler({
        recipients: config.contactTo,
        rateLimiter: createRateLimiter(config.rateLimit),
        store(mail, client) {
          events.accepted(outbox.add(mail), mail.to.length);
          worker?.wake();
          // Counted once stored; a count that fails is logged and never fails the message.
          counter?.message({ address: client.address, headers: client.headers ?? {} }).catch(countLog.failed);
        },
        dropped: events.dropped,
      }),
    });
    if (counter) await registerCountRoutes(app, { counter, events: countLog });
    if (buildInfo) await registerStaticSite(app, config.distDir, buildInfo.securityHeaders);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
