// `npm run messages`: the owner's view of the outbox (DATA_DIR/messages.db), in Spanish (the
// English commands and state names work too).
//   lista [--estado pendiente|enviando|enviado|fallido]   every message, newest first, or those in one state (the default)
//   ver <id>                                              one message in full
//   reintentar <id> | reintentar --fallidos               re-queue failed messages
//   borrar <id> --confirmar                               delete one (its sender's request), its bytes wiped; without
//                                                         --confirmar it is shown, not deleted
// A running server delivers re-queued messages within a few seconds; otherwise at its next start.
import { ConfigError, NothingKeptYet } from './config.ts';
import { runMessagesCommand } from './messages-command.ts';

// A reader that stops early (`npm run messages | head`) closes the pipe: nothing more to say.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

try {
  process.exitCode = runMessagesCommand(process.argv.slice(2));
} catch (error) {
  if (error instanceof NothingKeptYet) {
    // No message received yet: nothing is wrong.
    console.log(`${error.message}\nLos guarda npm start (y npm run dev) al recibir el primero.`);
  } else {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuración inválida: ${error.message}`);
    process.exitCode = 2;
  }
}
