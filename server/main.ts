import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';

try {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  console.log(`Sitio listo en http://${config.host}:${config.port}/`);
  console.log(
    config.smtpUrl
      ? `Mensajes de contacto: se guardan en ${config.dataDir} y se envían a ${config.contactTo.join(', ')} por SMTP.`
      : `Mensajes de contacto: se guardan en ${config.dataDir} (sin SMTP_URL no se envían; ver npm run messages).`,
  );
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuración inválida: ${error.message}`);
    process.exit(2);
  }
  throw error;
}
