/**
 * A second server process for the benchmarks that measure several instances (see http-target.ts): the same
 * database and bus as the benchmark's own server, without the simulator. It receives its settings over IPC,
 * answers with its base URL, and closes when told.
 */
import { buildApp } from '../../apps/server/src/app.ts';
import { benchConfig } from './bench-config.ts';

process.once('message', (settings: { dataDir: string; env: Record<string, string> }) => {
  void (async () => {
    const { app } = await buildApp(benchConfig(settings.dataDir, settings.env));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    process.send!({ base });
    process.once('message', () => {
      void app.close().then(() => process.exit(0));
    });
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
