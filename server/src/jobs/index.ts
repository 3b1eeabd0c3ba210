export {
  type JobContext,
  type OutboxHandler,
  registerOutboxHandler,
  registerSchedule,
  type ScheduledJob,
} from './job-registry';
export { createJobRunner, type JobRunner, type TickReport } from './job-runner';
