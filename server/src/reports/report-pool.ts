import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from '../http/app-error';
import type { ReportInput, ReportKind } from './report-registry';
import type { RenderResult } from './report-worker';

/** How the pool runs: worker threads, how long one report may take, and how many may wait. */
export interface ReportPoolOptions {
  size: number;
  timeoutMs: number;
  maxQueue: number;
}

interface Job {
  id: number;
  kind: ReportKind;
  data: unknown;
  resolve: (pdf: Buffer) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

const ENTRY = new URL('./report-worker-entry.mjs', import.meta.url);

/** Report texts the spec does not show. */
export const REPORT_TEXT = {
  busy: 'Too many reports are being prepared. Please try again in a moment.',
  timeout: 'The report took too long to prepare. Please try again.',
  failed: 'The report could not be prepared.',
} as const;

/**
 * Renders PDF reports in a small fixed pool of worker threads, so a report never blocks the event loop that
 * answers other requests. Jobs wait in a FIFO queue (bounded: a full queue answers 503); a report that runs
 * longer than the timeout has its worker terminated and replaced. Workers start with the first report.
 */
export class ReportPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: ReportPoolOptions) {}

  /** Renders one report; resolves with its PDF bytes. */
  render<K extends ReportKind>(kind: K, data: ReportInput<K>): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('report pool is closed'));
    if (this.queue.length >= this.options.maxQueue)
      return Promise.reject(new AppError(503, REPORT_TEXT.busy, undefined, 'reports_busy'));
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, kind, data, resolve, reject });
      this.dispatch();
    });
  }

  /** Reports waiting for a worker and reports being rendered. */
  stats(): { queued: number; running: number; workers: number } {
    const running = this.slots.filter((s) => s.job).length;
    return { queued: this.queue.length, running, workers: this.slots.length };
  }

  /** Stops every worker; waiting and running reports fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('report pool is closed'));
    await Promise.all(
      this.slots.splice(0).map((slot) => {
        if (slot.timer) clearTimeout(slot.timer);
        slot.job?.reject(new Error('report pool is closed'));
        return slot.worker.terminate();
      }),
    );
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.job);
      if (!slot && this.slots.length < this.options.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift();
      if (!job) return;
      this.start(slot, job);
    }
  }

  private start(slot: Slot, job: Job): void {
    slot.job = job;
    // The clock runs from dispatch, so time spent queued never counts against a report.
    slot.timer = setTimeout(() => {
      this.retire(slot, new AppError(503, REPORT_TEXT.timeout, undefined, 'report_timeout'));
    }, this.options.timeoutMs);
    slot.ready.then(
      () => {
        if (slot.job === job) slot.worker.postMessage({ id: job.id, kind: job.kind, data: job.data });
      },
      () => undefined,
    );
  }

  private spawn(): Slot {
    // No inherited loader flags: the entry registers tsx itself (see report-worker-entry.mjs).
    const worker = new Worker(ENTRY, { execArgv: [] });
    worker.unref();
    let markReady: () => void = () => undefined;
    let markFailed: (err: Error) => void = () => undefined;
    const ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      markFailed = reject;
    });
    const slot: Slot = { worker, ready, job: null, timer: null };
    worker.on('message', (msg: RenderResult | { ready: true }) => {
      if ('ready' in msg) return markReady();
      this.finish(slot, msg);
    });
    worker.on('error', (err) => {
      markFailed(err);
      this.retire(slot, new AppError(500, REPORT_TEXT.failed, undefined, 'report_failed'), err);
    });
    worker.on('exit', () => {
      markFailed(new Error('report worker exited'));
      this.retire(slot, new AppError(500, REPORT_TEXT.failed, undefined, 'report_failed'));
    });
    this.slots.push(slot);
    return slot;
  }

  private finish(slot: Slot, result: RenderResult): void {
    const job = slot.job;
    if (!job || job.id !== result.id) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = null;
    if ('error' in result) job.reject(new AppError(500, REPORT_TEXT.failed, undefined, 'report_failed'));
    else job.resolve(Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength));
    this.dispatch();
  }

  /** Takes a worker out (timed out, crashed or exited), fails its report and lets a new one start. */
  private retire(slot: Slot, error: AppError, cause?: unknown): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    this.slots.splice(index, 1);
    if (slot.timer) clearTimeout(slot.timer);
    if (cause) error.cause = cause;
    slot.job?.reject(error);
    slot.job = null;
    void slot.worker.terminate();
    if (!this.closed) this.dispatch();
  }
}

/** Worker threads for reports: at most two, and one fewer than the cores so requests keep one. */
export function defaultPoolOptions(env: NodeJS.ProcessEnv = process.env): ReportPoolOptions {
  const cores = availableParallelism();
  const fromEnv = Number(env.REPORT_WORKERS);
  const size = Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : Math.max(1, Math.min(2, cores - 1));
  return { size, timeoutMs: 60_000, maxQueue: 50 };
}

let shared: ReportPool | null = null;

/** The process's report pool, created on first use. */
export function reportPool(): ReportPool {
  shared ??= new ReportPool(defaultPoolOptions());
  return shared;
}

/** Renders a registered report off the request path, in the process's pool. */
export function renderReport<K extends ReportKind>(kind: K, data: ReportInput<K>): Promise<Buffer> {
  return reportPool().render(kind, data);
}
