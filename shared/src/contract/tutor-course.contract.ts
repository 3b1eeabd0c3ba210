// The tutor's course authoring (spec 002), in parts: texts, lookups, the course aggregate's views, the
// Save as Draft body, and the routes.
export * from './tutor-course/draft';
export * from './tutor-course/draft-form';
export * from './tutor-course/lookups';
export * from './tutor-course/messages';
export * from './tutor-course/routes';
export * from './tutor-course/views';
