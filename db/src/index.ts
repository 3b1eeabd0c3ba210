export { createDb, type Db, type DbConfig, pingDb } from './connection';
export { type DataLocation, dataLocation } from './data-location';
export { type DialectKind, dialectOf } from './dialect-kind';
export { migrateToLatest } from './migrate';
export { cancellationRepository } from './repositories/cancellation.repository';
export {
  indexCourses,
  recountSearchTerms,
  searchTerms,
  unindexCourses,
} from './repositories/course-search.repository';
export { loginRepository } from './repositories/login.repository';
export { rateLimitRepository } from './repositories/rate-limit.repository';
export { sessionRepository } from './repositories/session.repository';
export { userRepository } from './repositories/user.repository';
export type * from './schema';
export { backupSqlite, checkSqlite } from './sqlite-backup';
export { withStartupLock } from './startup-lock';
