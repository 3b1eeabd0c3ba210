import type { Db } from '@mahir/db';
import { familyRepository } from '@mahir/db/repositories/family.repository';
import { mailLanguageOf } from '@mahir/shared/mail';
import { learningWeek } from '@mahir/shared/rules/learning-week';
import { addDays } from '@mahir/shared/rules/malaysia-time';
import type { Mailer } from '../mail';

/** A figure of a child's week in the summary mail; a figure of nothing is left out. */
type SummaryFigure = { metric: 'minutes' | 'modules' | 'quizzes' | 'quiz-average'; value: number };

/**
 * The weekly summary of the week before `now` (Monday to Sunday, Malaysia time) to every guardian, in
 * their language: once per guardian and week (the idempotency key), so the hourly schedule may run it
 * again. A guardian who turned off the `progress` category gets none (checked when sending).
 */
export async function sendWeeklySummaries(db: Db, mailer: Mailer, now: Date): Promise<number> {
  const week = learningWeek(now, 1);
  let queued = 0;
  for (const guardian of await familyRepository.guardiansWithChildren(db)) {
    const rows = await familyRepository.children(db, guardian.id);
    const children: { name: string; figures: SummaryFigure[] }[] = [];
    for (const child of rows.slice(0, 20)) {
      const w = await familyRepository.weekActivity(db, child.id, week.from, week.to);
      const figures: SummaryFigure[] = [];
      if (w.seconds > 0) figures.push({ metric: 'minutes', value: Math.round(w.seconds / 60) });
      if (w.modules > 0) figures.push({ metric: 'modules', value: w.modules });
      if (w.quizzes > 0) figures.push({ metric: 'quizzes', value: w.quizzes });
      if (w.quizAverage !== null) figures.push({ metric: 'quiz-average', value: w.quizAverage });
      children.push({ name: child.name, figures });
    }
    if (children.length === 0) continue;
    await db.transaction().execute((trx) =>
      mailer.enqueue(trx, {
        template: 'progress-summary',
        data: { name: guardian.name, weekStart: week.start, weekEnd: addDays(week.start, 6), children },
        to: { email: guardian.email, name: guardian.name },
        language: mailLanguageOf(guardian.language),
        userId: guardian.id,
        idempotencyKey: `progress-summary:guardian:${guardian.id}:${week.start}`,
      }),
    );
    queued += 1;
  }
  return queued;
}
