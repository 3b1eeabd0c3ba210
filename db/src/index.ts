export { createDb, type Db, type DbConfig } from './connection';
export { type DialectKind, dialectOf } from './dialect-kind';
export { migrateToLatest } from './migrate';
export { cancellationRepository } from './repositories/cancellation.repository';
export { indexCourses, searchTerms, unindexCourses } from './repositories/course-search.repository';
export { loginRepository } from './repositories/login.repository';
export { sessionRepository } from './repositories/session.repository';
export { userRepository } from './repositories/user.repository';
export type * from './schema';
