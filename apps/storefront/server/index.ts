import { createApp } from './app';

/** Entry point: `pnpm dev` (development) and `pnpm start` (NODE_ENV=production). */
async function main() {
  const { app, settings, close } = await createApp();
  const server = app.listen(settings.port, settings.host, (error?: Error) => {
    if (error) {
      console.error(`Cannot listen on ${settings.host}:${settings.port}:`, error.message);
      process.exit(1);
    }
    console.log(
      `Storefront (${settings.mode}) at http://localhost:${settings.port}${settings.baseUrl}`,
    );
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, closing`);
    server.close(() => {
      void close().finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('The storefront failed to start', error);
  process.exit(1);
});
