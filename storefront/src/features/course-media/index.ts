/** What other features may use of this one; the rest of the folder is its own. */
export * from './CourseMediaSection';
export { LessonAudio } from './LessonAudio';
export { type PdfDocument, PdfModal } from './PdfModal';
