import { ConfigError, readConfig } from './config.js';
import { startServer } from './http/server.js';

/**
 * `npm start`: reads the environment, opens the database, seeds the demo
 * studio when empty, serves the API and the web app, and closes cleanly on
 * SIGINT/SIGTERM (PGlite must close or its data may be lost).
 */
const main = async (): Promise<void> => {
  const options = readConfig(process.env);
  if (options.jwtSecret !== undefined && options.jwtSecret.length < 32) {
    console.warn('JWT_SECRET is shorter than 32 characters; use a long random value.');
  }
  if (!options.webDist) console.warn('No web build found (packages/web-react/dist): serving the API only.');
  if (options.payments?.stripe && !options.payments.stripe.webhookSecret) {
    console.warn('STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks cannot be verified, so card payments confirmed in the browser stay pending.');
  }
  const server = await startServer(options);
  console.log(`Estudio listo en ${server.url}`);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: cerrando…`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
};

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
