import { logger } from 'firebase-functions';
import type { LogEntry } from 'firebase-functions/logger';
import { RETENTION_DAYS } from '../../counts/count-policy.ts';

// What the function tells its owner, one structured line per event, with the same event names
// as the local server (server/server-log.ts): the message's Firestore id, attempt and SMTP
// error, never the visitor's name, address or text. Every line goes through `log.write`, the
// one place tests listen to. Read them with `firebase functions:log` or in the emulator output.

type Severity = 'INFO' | 'WARNING' | 'ERROR';
type Fields = Record<string, string | number | boolean | string[] | null>;

export const log = {
  write: (entry: LogEntry) => logger.write(entry),
};

/** Not logger.error() for ERROR: that turns the entry into a stack trace, and a refused mail is no bug of ours. */
const line = (severity: Severity, message: string, fields: Fields) => log.write({ severity, message, ...fields });

export const messageEvents = {
  accepted: (id: string, recipients: number) =>
    line('INFO', `Mensaje ${id} recibido y guardado`, { event: 'message.accepted', id, recipients }),
  dropped: () => line('INFO', 'Mensaje descartado: el campo trampa estaba lleno (bot)', { event: 'message.dropped' }),
  refused: (status: string, fields: string[]) =>
    line('INFO', `Solicitud rechazada: ${status}${fields.length ? ` (${fields.join(', ')})` : ''}`, {
      event: 'message.refused',
      status,
      fields,
    }),
};

export const deliveryEvents = {
  attempt: (id: string, attempt: number) =>
    line('INFO', `Mensaje ${id}: intento de envío ${attempt}`, { event: 'delivery.attempt', id, attempt }),
  sent: (id: string, attempt: number) =>
    line('INFO', `Mensaje ${id}: enviado (intento ${attempt})`, { event: 'delivery.sent', id, attempt }),
  /** The next try is the task queue's: the first after RETRY_FIRST_DELAY_SECONDS, then doubling. */
  retry: (id: string, attempt: number, error: string) =>
    line('WARNING', `Mensaje ${id}: el envío falló (intento ${attempt}): ${error}. Se reintentará (contact-retry).`, {
      event: 'delivery.retry',
      id,
      attempt,
      error,
    }),
  queued: (id: string, delaySeconds: number) =>
    line('INFO', `Mensaje ${id}: reintento programado en ${delaySeconds} s`, { event: 'delivery.queued', id, delaySeconds }),
  failed: (id: string, attempt: number, error: string, permanent: boolean) =>
    line(
      'ERROR',
      `Mensaje ${id}: no se pudo enviar (${permanent ? 'rechazo permanente' : `tras ${attempt} intentos`}): ${error}. ` +
        'Para reenviarlo, cambia su state a "stored" en Firestore.',
      { event: 'delivery.failed', id, attempt, error, permanent },
    ),
  held: (id: string) =>
    line('INFO', `Mensaje ${id}: otra instancia lo está enviando; se volverá a intentar`, { event: 'delivery.held', id }),
  noSmtp: (id: string) =>
    line('WARNING', `Mensaje ${id}: SMTP_URL sin configurar, queda guardado sin enviar`, { event: 'delivery.skipped', id }),
};

/** The counts: only what went wrong, never the visitor's address or agent. */
export const countEvents = {
  refused: () => line('INFO', 'Conteo rechazado: evento desconocido o mal formado', { event: 'count.refused' }),
  cleanupFailed: (error: unknown) =>
    line(
      'WARNING',
      `No se pudieron borrar los visitantes de hace más de ${RETENTION_DAYS} días; se reintenta mañana: ${error instanceof Error ? error.message : String(error)}`,
      {
        event: 'count.cleanup-error',
      },
    ),
  failed: (error: unknown) =>
    line('ERROR', `No se pudo guardar un conteo de visitas: ${error instanceof Error ? error.message : String(error)}`, {
      event: 'count.error',
    }),
};
