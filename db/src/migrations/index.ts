import type { Migration, MigrationProvider } from 'kysely';
import * as createCore from './20261121T0100-create-core';
import * as createLearning from './20261121T0200-create-learning';
import * as createCommerce from './20261121T0300-create-commerce';
import * as createPartners from './20261121T0400-create-partners';
import * as createCourseSearch from './20261121T0500-create-course-search';
import * as createModuleRenditions from './20261123T0300-create-module-renditions';
import * as createAuthoring from './20261123T0600-create-authoring';

/** Every migration in order, imported statically so bundlers and tsx see the same list. */
export const migrations: Record<string, Migration> = {
  '20261121T0100-create-core': createCore,
  '20261121T0200-create-learning': createLearning,
  '20261121T0300-create-commerce': createCommerce,
  '20261121T0400-create-partners': createPartners,
  '20261121T0500-create-course-search': createCourseSearch,
  '20261123T0300-create-module-renditions': createModuleRenditions,
  '20261123T0600-create-authoring': createAuthoring,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
