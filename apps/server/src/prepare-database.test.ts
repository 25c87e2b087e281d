import { count } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from './db/client';
import { toChuc } from './db/schema/index';
import { createScratchDatabase, type ScratchDatabase } from './db/scratch-database';
import { prepareDatabase } from './prepare-database';

let scratch: ScratchDatabase | undefined;
const opened: Database[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  await scratch?.drop();
});

describe('first start', () => {
  it('three instances starting together on an empty database migrate it and seed the demo exactly once', async () => {
    // An empty database, not the migrated template: the instances must migrate it themselves.
    scratch = await createScratchDatabase(inject('testDatabase').adminUrl, 'kho_first_start');
    const instances = [0, 1, 2].map(() => openDatabase({ url: scratch!.url }));
    opened.push(...instances);

    const seeded = await Promise.all(
      instances.map((database) => prepareDatabase(database, { seedDemo: true })),
    );

    expect(seeded.filter(Boolean)).toHaveLength(1);
    const [organisations] = await instances[0]!.db.select({ n: count() }).from(toChuc);
    expect(organisations!.n).toBe(1);
    // A later start finds the data and seeds nothing.
    expect(await prepareDatabase(instances[1]!, { seedDemo: true })).toBe(false);
    // Migrating and seeding a whole demo hospital: a minute or more on a busy 2-core machine.
  }, 180_000);
});
