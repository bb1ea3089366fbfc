import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrate, openDatabase } from './db/database';
import { seedCatalogue } from './db/seed';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
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
  const database = openDatabase(config);
  await migrate(database.db);
  const seeded = await seedCatalogue(database);
  const app = await buildApp({
    config,
    database,
    webBuildDir: path.resolve(here, '../../web/build'),
  });
  if (seeded) app.log.info(`seeded ${seeded} demo products`);
  app.log.info(
    `database: ${database.engine === 'sqlite' ? `SQLite in ${path.resolve(config.dataDir)}` : 'PostgreSQL'}`,
  );

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`shop ready at ${config.publicUrl}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
