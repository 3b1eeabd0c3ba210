export { createJobRunner, type JobRunner, type TickReport } from './job-runner';
export { collectJobs, type JobSet } from './job-set';
export {
  every,
  type JobContext,
  type OutboxHandler,
  onEvent,
  type Schedule,
  type ScheduledJob,
} from './job-types';
