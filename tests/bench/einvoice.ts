import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createDb, type Db, migrateToLatest } from '@mahir/db';
import type { SubmissionResult } from '@mahir/server/einvoice/myinvois-client';
import { createMyInvoisSandbox } from '@mahir/server/einvoice/myinvois-sandbox.client';
import {
  batchesForSubmission,
  type ConsolidationReceipt,
  type LineTax,
  type PreparedDocument,
  planConsolidation,
  renderUblJson,
  utf8Length,
  validateEInvoice,
} from '@mahir/shared/einvoice/index';
import { SAMPLE_SELLER } from '@mahir/shared/einvoice/testing/sample-parties';
import { includedTaxSen } from '@mahir/shared/money/index';
import { createPostgresDatabase, dropPostgresDatabase, postgresAvailable } from '../support/databases';
import { exitWith, isMain } from './bench-cli';
import { printTable } from './stats';

// e-Invoice bench (issue 21; not part of npm test): `npx tsx tests/bench/einvoice.ts [orders]`.
// A month's consolidated e-Invoice for 100,000 paid orders: built, rendered and validated, then submitted
// to the built-in MyInvois sandbox (which validates every document again and stores it) until every
// document is valid. Target: the whole under a minute, on SQLite and, when it answers, PostgreSQL.
const ORDERS = Number(process.argv[2] ?? 100_000);
const TARGET_MS = 60_000;

/** Deterministic receipts like the shop's: one to four lines, service tax or none, some discounted. */
export function benchReceipts(count: number): ConsolidationReceipt[] {
  let s = 20261201;
  const next = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  return Array.from({ length: count }, (_, i) => {
    const parts: LineTax[] = Array.from({ length: 1 + Math.floor(next() * 4) }, () => {
      const gross = [990, 1990, 2990, 4990, 9900, 14_900][Math.floor(next() * 6)] ?? 990;
      const taxed = next() < 0.8;
      const tax = taxed ? includedTaxSen(gross, 800) : 0;
      return {
        type: taxed ? '02' : '06',
        rateBasisPoints: taxed ? 800 : 0,
        taxableSen: gross - tax,
        taxSen: tax,
      };
    });
    let ref = '';
    for (let n = i * 7919 + 104_729, k = 0; k < 10; k++, n = Math.floor(n / 32)) ref += alphabet[n % 32];
    return { reference: `MHR-2026-${ref}`, parts };
  });
}

/**
 * Builds, validates and submits one month as the monthly job would: one document at a time, handing the
 * event loop back between documents, while the event loop's delay is watched (how long a request such as a
 * catalogue search could be held up). Answers the total and whether every check passed.
 */
export async function runEInvoiceBench(
  db: Db,
  label: string,
  orders = ORDERS,
): Promise<{ totalMs: number; ok: boolean }> {
  const receipts = benchReceipts(orders);
  const now = new Date();
  const sandbox = createMyInvoisSandbox({
    db,
    taxpayerTin: SAMPLE_SELLER.tin,
    portalBase: 'http://localhost/myinvois-sandbox',
    validationDelayMs: 0,
  });
  const delay = monitorEventLoopDelay({ resolution: 5 });
  const spent = { build: 0, render: 0, validate: 0, submit: 0, poll: 0 };
  let bytes = 0;
  let largest = 0;
  let issues = 0;
  let payable = 0;
  const prepared: PreparedDocument[] = [];
  const submissions: SubmissionResult[] = [];
  const clock = () => performance.now();
  const started = clock();
  delay.enable();
  let t = clock();
  const plan = planConsolidation({
    supplier: SAMPLE_SELLER,
    year: 2026,
    month: 11,
    receipts,
    issuedAt: now,
    codeNumberPrefix: 'CEI-2026-11',
  });
  spent.build += clock() - t;
  const flush = async (all: boolean) => {
    const batches = batchesForSubmission(prepared);
    const ready = all ? batches : batches.slice(0, -1);
    for (const batch of ready) {
      const s = clock();
      submissions.push(await sandbox.submit(batch));
      spent.submit += clock() - s;
      prepared.splice(0, batch.length);
    }
  };
  const iterator = plan.documents[Symbol.iterator]();
  for (;;) {
    t = clock();
    const step = iterator.next();
    spent.build += clock() - t;
    if (step.done) break;
    const doc = step.value;
    t = clock();
    const json = renderUblJson(doc);
    spent.render += clock() - t;
    t = clock();
    issues += validateEInvoice(JSON.parse(json), { now }).length;
    spent.validate += clock() - t;
    const size = utf8Length(json);
    bytes += size;
    largest = Math.max(largest, size);
    payable += doc.totals.payableSen;
    prepared.push({ codeNumber: doc.codeNumber, json });
    await flush(false);
    await new Promise((resolve) => setImmediate(resolve));
  }
  await flush(true);
  t = clock();
  const statuses = await Promise.all(submissions.map((s) => sandbox.getSubmission(s.submissionUid)));
  spent.poll += clock() - t;
  const totalMs = clock() - started;
  delay.disable();
  const accepted = submissions.reduce((n, x) => n + x.accepted.length, 0);
  const rejected = submissions.reduce((n, x) => n + x.rejected.length, 0);
  const paid = receipts.reduce((s, r) => s + r.parts.reduce((t2, p) => t2 + p.taxableSen + p.taxSen, 0), 0);
  const allValid = statuses.every((s) => s.overallStatus === 'valid');
  const ok =
    totalMs < TARGET_MS &&
    issues === 0 &&
    rejected === 0 &&
    plan.excluded.length === 0 &&
    payable === paid &&
    allValid;
  const ms = (n: number) => n.toFixed(0);
  printTable(
    `Consolidated e-Invoice for ${orders.toLocaleString('en')} orders, ${label}`,
    ['phase', 'ms', 'what'],
    [
      ['build documents (lines, totals, size split)', ms(spent.build), `${accepted + rejected} documents`],
      [
        'render UBL JSON',
        ms(spent.render),
        `${(bytes / 1e6).toFixed(1)} MB, largest ${(largest / 1000).toFixed(0)} KB`,
      ],
      ['validate (MyInvois rules)', ms(spent.validate), `${issues} issues`],
      [
        'submit to the sandbox (validates again, stores)',
        ms(spent.submit),
        `${submissions.length} submissions, ${accepted} accepted, ${rejected} rejected`,
      ],
      ['poll until validated', ms(spent.poll), allValid ? 'all valid' : 'NOT all valid'],
      [
        'total (wall clock)',
        ms(totalMs),
        `target < ${TARGET_MS} ms: ${ok ? 'PASS' : 'FAIL'}; payable ${payable} sen = paid ${paid} sen`,
      ],
      [
        'event loop delay p50 / p99 / max',
        `${ms(delay.percentile(50) / 1e6)} / ${ms(delay.percentile(99) / 1e6)} / ${ms(delay.max / 1e6)}`,
        'longest a request waited behind the job',
      ],
    ],
  );
  return { totalMs, ok };
}

async function main(): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), 'mahir-einvoice-bench-'));
  let ok = true;
  try {
    const sqlite = createDb({ url: join(dir, 'bench.sqlite') });
    await migrateToLatest(sqlite);
    ok = (await runEInvoiceBench(sqlite, 'sandbox on SQLite')).ok && ok;
    await sqlite.destroy();
    if (await postgresAvailable()) {
      const created = await createPostgresDatabase('mahir_einv_bench');
      const pg = createDb({ url: created.url });
      try {
        await migrateToLatest(pg);
        ok = (await runEInvoiceBench(pg, 'sandbox on PostgreSQL')).ok && ok;
      } finally {
        await pg.destroy();
        await dropPostgresDatabase(created.name);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return ok;
}

if (isMain(import.meta.url)) exitWith(main());
