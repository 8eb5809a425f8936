import { logger } from 'firebase-functions';
import type { LogEntry } from 'firebase-functions/logger';

// One structured line per message event, as Cloud Logging (and the emulator) shows it: the
// message id, attempt and SMTP error, never the visitor's text. Every line goes through
// `log.write`, the one place tests listen to.

type Fields = Record<string, string | number | boolean | null>;

export const log = {
  write: (entry: LogEntry) => logger.write(entry),
  info(message: string, fields: Fields) {
    log.write({ severity: 'INFO', message, ...fields });
  },
  warn(message: string, fields: Fields) {
    log.write({ severity: 'WARNING', message, ...fields });
  },
  /** Not logger.error(): that turns the entry into a stack trace, and a refused mail is no bug of ours. */
  error(message: string, fields: Fields) {
    log.write({ severity: 'ERROR', message, ...fields });
  },
};
