/** The e2e run's template database: migrated and seeded with the demo school once per run. */
import type { TestProject } from 'vitest/node';
import { prepareTemplate } from '../../apps/api/test/support/global-setup.js';
import { seedDemo } from '../../apps/api/src/seed/demo-school.js';
import { hashPassword } from '../../apps/api/src/modules/auth/password.js';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/demo-school.js';
import { buildDemoReports } from '../../apps/api/src/seed/demo-reports.js';

export default async function setup(project: TestProject) {
  // One real argon2 hash for every demo account keeps the e2e set-up fast; the product seeds one per account.
  const hash = await hashPassword(DEMO_PASSWORD);
  return prepareTemplate(project, async (database, storage) => {
    await seedDemo(database.db, storage, async () => hash);
    // As `npm start` does after seeding: the journeys open a demo whose reports exist.
    await buildDemoReports(database.db);
  });
}
