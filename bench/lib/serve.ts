import type { FastifyInstance } from 'fastify';

/** A bench's app process serves until SIGTERM or SIGINT, then closes the app, drops its database and exits. */
export function serveUntilSignalled(app: FastifyInstance, drop: () => Promise<void>): void {
  const stop = async () => {
    await app.close();
    await drop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}
