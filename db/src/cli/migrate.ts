import { baseConfigSchema, loadConfig } from '@fanlift/core/config';
import { connectDatabase, ensureDatabase } from '../connection';
import { createMigrator } from '../migrator';

const direction = process.argv[2] ?? 'up';
const config = loadConfig(baseConfigSchema, process.env);
await ensureDatabase(config.DATABASE_URL);
const db = connectDatabase({ url: config.DATABASE_URL, poolMax: 2 });
const migrator = createMigrator(db.sequelize);
if (direction === 'down') {
  const done = await migrator.down({ to: process.argv[3] === 'all' ? 0 : undefined });
  console.log(`reverted: ${done.map((m) => m.name).join(', ') || 'nothing'}`);
} else {
  const done = await migrator.up();
  console.log(`migrated: ${done.map((m) => m.name).join(', ') || 'already up to date'}`);
}
await db.close();
