import { LogController, type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { pino } from 'pino';
import pretty from 'pino-pretty';
import type { ServerConfig } from './config.ts';
import type { DeliveryEvents } from './delivery-worker.ts';

// What the server tells its owner, one line per event, through Fastify's logger (pino): pretty
// on a terminal, JSON lines otherwise (a service manager, a file, a test). Every line names the
// message by its outbox id; the visitor's name, address and text are never logged — they stay in
// the outbox, where `npm run messages show <id>` reads them.

/** Something that takes pino's lines: stdout, a file, a test's capture. */
export interface LogStream {
  write(line: string): void;
}

export function loggerOptions(stream?: LogStream): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  // On a terminal each event is its message alone (the fields stay in the JSON form).
  const terminal = () => pretty({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', hideObject: true });
  // Written at once, both ways: pino's default writes in Node's thread pool, which the static
  // files and compression share, and the flush at exit writes what waits behind a line still in
  // the pool first: on a busy machine a message logged as accepted came out after «Servidor
  // detenido». The server logs events, not requests: a few lines a minute cost nothing to write now.
  const destination = stream ?? (process.stdout.isTTY ? terminal() : pino.destination({ dest: 1, sync: true }));
  return {
    logger: { level: 'info', stream: destination },
    // Per-request lines would bury the events that matter (every image of the page is a request).
    logController: new LogController({ disableRequestLogging: true }),
  };
}

/** The start line: where it serves, who receives the messages, whether they are e-mailed. */
export function startText(address: string, config: ServerConfig): string {
  const smtp = config.smtpUrl ? new URL(config.smtpUrl) : null;
  const delivery = smtp
    ? `se envían por SMTP (${smtp.protocol}//${smtp.host})`
    : 'SMTP no configurado: solo se guardan (ver npm run messages)';
  return `Sitio listo en ${address}/ · CONTACT_TO: ${config.contactTo.join(', ')} · mensajes en ${config.dataDir}, ${delivery}`;
}

const when = (ms: number) => new Date(ms).toISOString();
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function messageEvents(log: FastifyBaseLogger) {
  return {
    accepted: (id: number, recipients: number) =>
      log.info({ event: 'message.accepted', id, recipients }, `Mensaje #${id} recibido y guardado`),
    dropped: () => log.info({ event: 'message.dropped' }, 'Mensaje descartado: el campo trampa estaba lleno (bot)'),
    refused: (status: string, fields: string[]) =>
      log.info(
        { event: 'message.refused', status, fields },
        `Solicitud rechazada: ${status}${fields.length ? ` (${fields.join(', ')})` : ''}`,
      ),
    unexpected: (error: unknown) =>
      log.error({ event: 'request.error', err: error }, `Error inesperado en /contact-send: ${reason(error)}`),
  };
}

/** The counts: only what went wrong (a count itself is no news), never the visitor's address or agent. */
export function countEvents(log: FastifyBaseLogger) {
  return {
    refused: () => log.info({ event: 'count.refused' }, 'Conteo rechazado: evento desconocido o mal formado'),
    failed: (error: unknown) =>
      log.error({ event: 'count.error', err: error }, `No se pudo guardar un conteo de visitas: ${reason(error)}`),
  };
}

export function deliveryEvents(log: FastifyBaseLogger, warnAfterMs: number): DeliveryEvents {
  return {
    attempt: (id: number, attempt: number) =>
      log.info({ event: 'delivery.attempt', id, attempt }, `Mensaje #${id}: intento de envío ${attempt}`),
    sent: (id: number, attempt: number) =>
      log.info({ event: 'delivery.sent', id, attempt }, `Mensaje #${id}: enviado (intento ${attempt})`),
    retry: (id: number, attempt: number, error: string, nextAttemptAt: number) =>
      log.warn(
        { event: 'delivery.retry', id, attempt, error, nextAttemptAt: when(nextAttemptAt) },
        `Mensaje #${id}: el envío falló (intento ${attempt}): ${error}. Próximo intento: ${when(nextAttemptAt)}`,
      ),
    failed: (id: number, attempt: number, error: string, permanent: boolean) =>
      log.error(
        { event: 'delivery.failed', id, attempt, error, permanent },
        `Mensaje #${id}: no se pudo enviar (${permanent ? 'rechazo permanente' : `tras ${attempt} intentos`}): ${error}. Reintentar: npm run messages -- reintentar ${id}`,
      ),
    waiting: (id: number, createdAt: number, attempts: number, lastError: string | null) =>
      log.warn(
        { event: 'delivery.waiting', id, since: when(createdAt), attempts, lastError, warnAfterMs },
        `Mensaje #${id} espera desde ${when(createdAt)} sin enviarse (${attempts} intentos${lastError ? `, último error: ${lastError}` : ''})`,
      ),
    outboxError: (error: unknown) => log.error({ event: 'outbox.error', err: error }, `Error en la entrega de mensajes: ${reason(error)}`),
  };
}
