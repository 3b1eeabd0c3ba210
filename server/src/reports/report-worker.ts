import { parentPort } from 'node:worker_threads';
import { isReportKind, REPORTS, type ReportKind } from './report-registry';

/** A job the pool sends: render `kind` from `data`. */
export interface RenderJob {
  id: number;
  kind: string;
  data: unknown;
}

/** The worker's answer: the PDF bytes, or why it failed. */
export type RenderResult = { id: number; pdf: Uint8Array } | { id: number; error: string };

type Render = (data: never) => Promise<Buffer>;
const loaded = new Map<ReportKind, Render>();

async function renderer(kind: ReportKind): Promise<Render> {
  const known = loaded.get(kind);
  if (known) return known;
  const render: Render = await REPORTS[kind]();
  loaded.set(kind, render);
  return render;
}

const port = parentPort;
if (!port) throw new Error('report-worker runs only as a worker thread');

port.on('message', async (job: RenderJob) => {
  try {
    if (!isReportKind(job.kind)) throw new Error(`unknown report kind ${job.kind}`);
    const render = await renderer(job.kind);
    // The pool checked the data's type against the kind; the worker only moves it along.
    const pdf = await render(job.data as never);
    // A copy of exactly the PDF's bytes whose buffer moves to the pool without another copy.
    const bytes = new Uint8Array(pdf);
    const answer: RenderResult = { id: job.id, pdf: bytes };
    port.postMessage(answer, [bytes.buffer]);
  } catch (err) {
    const answer: RenderResult = { id: job.id, error: err instanceof Error ? err.message : String(err) };
    port.postMessage(answer);
  }
});
port.postMessage({ ready: true });
