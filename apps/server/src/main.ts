import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './platform/config/config.ts';

const start = async () => {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app } = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  if (!config.production)
    // The dev outbox and the captcha answers are served outside production: anyone who can reach this
    // server can read any phone's verification codes. Fine on a developer's machine, never on a public one.
    app.log.warn(
      { env: config.env },
      'NODE_ENV is not production: /dev/outbox and /dev/captcha are open to anyone who can reach this server (verification codes, captcha answers). Set NODE_ENV=production before exposing it.',
    );
};

await start();
