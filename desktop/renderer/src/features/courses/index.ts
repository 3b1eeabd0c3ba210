/** What other features may use of this one; the rest of the folder is its own. */
export * from './course-form';
export * from './section-props';
export * from './sections/AboutSection';
export * from './sections/AttachmentsSection';
export * from './sections/ChaptersSection';
export * from './sections/CourseInfoSection';
export * from './sections/DiscountFields';
export * from './sections/SettingsSection';
export * from './use-lookups';
