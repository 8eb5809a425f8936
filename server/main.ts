import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { startText } from './server-log.ts';
import { stopOnSignals } from './shutdown.ts';

// A configuration problem is said plainly on stderr (there is no server, hence no log, yet);
// everything after start goes through the app's logger.
try {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host, listenTextResolver: (address) => startText(address, config) });
  stopOnSignals(app, config.shutdownTimeoutMs);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuración inválida: ${error.message}`);
    process.exit(2);
  }
  throw error;
}
