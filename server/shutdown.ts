import type { FastifyInstance } from 'fastify';

// SIGTERM (a service manager, a container) or SIGINT (Ctrl+C): stop accepting connections, let
// the requests in flight finish and the delivery worker end its current send, close the outbox,
// exit 0. Whatever is still running after `timeoutMs` is cut off and the exit code is 1. A
// second signal exits at once.

export function stopOnSignals(app: FastifyInstance, timeoutMs: number): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ event: 'shutdown.forced', signal }, `${signal} otra vez: salida inmediata`);
      process.exit(1);
    }
    stopping = true;
    app.log.info({ event: 'shutdown.start', signal, timeoutMs }, `${signal}: terminando las solicitudes en curso (máx. ${timeoutMs} ms)`);
    const deadline = setTimeout(() => {
      app.log.error({ event: 'shutdown.timeout', timeoutMs }, `Apagado: quedaban solicitudes tras ${timeoutMs} ms; se cortan`);
      app.server.closeAllConnections();
      process.exit(1);
    }, timeoutMs);
    deadline.unref();
    app.close().then(
      () => {
        app.log.info({ event: 'shutdown.done' }, 'Servidor detenido');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error(
          { event: 'shutdown.error', err: error },
          `Error al detener el servidor: ${error instanceof Error ? error.message : String(error)}`,
        );
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
