import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';

/** Only listens; everything else is buildApp (so tests never need a port). */
async function main() {
  // Optional .env beside package.json; real environment variables win over it.
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp({ config });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ host: config.listenHost, port: config.PORT });
  app.log.info(`Wayfarer is running at ${config.publicUrl}`);
  if (!config.HOST && config.listenHost === '127.0.0.1') {
    app.log.info(
      'Listening on 127.0.0.1 only: the built-in sign-in lets anyone sign in as any account, so other machines cannot reach it. ' +
        'Set HOST with BUILTIN_OIDC_ENABLED=true (or an OIDC provider) to listen on other interfaces.',
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
