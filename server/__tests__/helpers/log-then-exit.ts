import { pbkdf2 } from 'node:crypto';
import Fastify from 'fastify';
import { loggerOptions, messageEvents } from '../../server-log.ts';

// The server's logger as `npm start` makes it off a terminal, with Node's thread pool busy (run
// with UV_THREADPOOL_SIZE=1; the static files and compression use it): a message accepted, then
// the stop's last line and the exit, as in `shutdown.ts`.
const app = Fastify(loggerOptions());
await app.ready();
pbkdf2('clave', 'sal', 500_000, 64, 'sha512', () => undefined);
messageEvents(app.log).accepted(1, 1);
app.log.info({ event: 'shutdown.done' }, 'Servidor detenido');
process.exit(0);
