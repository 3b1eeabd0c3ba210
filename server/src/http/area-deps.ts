import type { Db } from '@mahir/db';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';

/** What every area router is built from. */
export interface AreaDeps {
  db: Db;
  config: AppConfig;
  logger: Logger;
}
