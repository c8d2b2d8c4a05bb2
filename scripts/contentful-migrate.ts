#!/usr/bin/env node
/**
 * Applies the content model (contentful/migrations/news-content-model.ts) to a Contentful
 * space: creates the news content types, or brings existing ones up to date.
 *
 *   CONTENTFUL_SPACE_ID=… CONTENTFUL_MANAGEMENT_TOKEN=… npm run contentful:migrate
 *   (optional: CONTENTFUL_ENVIRONMENT, default master; --yes skips the confirmation)
 */
import { parseArgs } from 'node:util';
import { runMigration } from 'contentful-migration';
import migrate from '../contentful/migrations/news-content-model.ts';

const { values } = parseArgs({ options: { yes: { type: 'boolean', default: false } } });
const spaceId = process.env.CONTENTFUL_SPACE_ID?.trim();
const accessToken = process.env.CONTENTFUL_MANAGEMENT_TOKEN?.trim();
const missing = [
  !spaceId && 'CONTENTFUL_SPACE_ID',
  !accessToken && 'CONTENTFUL_MANAGEMENT_TOKEN (a personal access token of the Management API)',
].filter(Boolean);
if (missing.length > 0) {
  console.error(`Set ${missing.join(' and ')} to run the migration.`);
  process.exit(2);
}

// The function itself: contentful-migration would load a file with require(), which reads the
// model as a module's namespace, not as the function it exports.
await runMigration({
  migrationFunction: migrate,
  spaceId,
  environmentId: process.env.CONTENTFUL_ENVIRONMENT?.trim() || 'master',
  accessToken,
  yes: values.yes,
});
