import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { startText } from './server-log.ts';
import { stopOnSignals } from './shutdown.ts';

// A configuration problem is said plainly on stderr (there is no server, hence no log, yet);
// everything after start goes through the app's logger.
try {
  const config = loadConfig();
  const app = await buildApp(config);
  // Before listening: a signal that arrives as the start line is printed is still a clean stop.
  stopOnSignals(app, config.shutdownTimeoutMs);
  await app.listen({ port: config.port, host: config.host, listenTextResolver: (address) => startText(address, config) });
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuración inválida: ${error.message}`);
    process.exit(2);
  }
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    const { host, port } = loadConfig();
    console.error(`No se pudo abrir ${host}:${port}: otro programa ya lo usa (¿otro npm start en marcha?); elige otro con PORT.`);
    process.exit(2);
  }
  throw error;
}
