import type { Db } from '@mahir/db';
import { type Certificate, certificateRepository } from '@mahir/db/repositories/certificate.repository';
import { mediaProgressRepository } from '@mahir/db/repositories/media-progress.repository';
import { quizRepository } from '@mahir/db/repositories/quiz.repository';
import type { CertificateCheck, MyCertificate } from '@mahir/shared';
import {
  formatCertificateCode,
  newCertificateCode,
  normaliseCertificateCode,
} from '@mahir/shared/rules/certificate-code';
import { courseCompletion } from '@mahir/shared/rules/course-completion';
import { malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import type { Actor, UserActor } from '../access/actor';
import type { AppContext } from '../app-context';
import { AppError } from '../http/app-error';
import { renderReport } from '../reports/report-pool';
import type { FileStore } from '../storage/file-store';
import { certificateCheckUrl, certificateFileKey } from './certificate-links';

/** The PDF path of a certificate: public to whoever holds the code, like the check page. */
export function certificatePdfPath(code: string): string {
  return `/ajax/v2/certificates/${encodeURIComponent(code)}/certificate.pdf`;
}

function checkView(c: Certificate): CertificateCheck {
  return {
    code: c.code,
    formatted_code: formatCertificateCode(c.code),
    learner_name: c.learner_name,
    course_title: c.course_title,
    tutor_name: c.tutor_name,
    issued_at: c.issued_at,
    issued_on: malaysiaDay(c.issued_at),
  };
}

/** Whether the learner has finished the course: every module watched, every quiz of its chapters passed. */
async function hasFinished(db: Db, userId: number, courseId: number): Promise<boolean> {
  const [modules, quizzes, watched, scores] = await Promise.all([
    mediaProgressRepository.modules(db, courseId),
    mediaProgressRepository.chapterQuizzes(db, courseId),
    mediaProgressRepository.watchedModuleIds(db, userId, courseId),
    quizRepository.scores(db, userId, courseId),
  ]);
  // One "chapter" holding everything is enough: completion does not depend on how items are grouped.
  return courseCompletion({
    chapters: [
      {
        modules: modules.map((m) => ({ id: m.id, is_watched: watched.has(m.id) })),
        quizs: quizzes.map((q) => ({ quiz_id: q.quiz_id })),
      },
    ],
    scores: scores.map((s) => ({ quiz_id: s.quiz_id, score: s.score })),
  }).finished;
}

type Deps = Pick<AppContext, 'db' | 'clock' | 'config' | 'logger'> & { storage: FileStore };

/** Certificates of finished courses: issued once on finishing, listed for the learner, checked by anyone. */
export function createCertificateService({ db, clock, config, storage, logger }: Deps) {
  const checkUrl = (code: string) => certificateCheckUrl(config.publicUrl, code);

  return {
    /**
     * Issues the learner's certificate for the course when they have just finished it; nothing otherwise.
     * Called after a module is marked watched and after a quiz is submitted; idempotent (one per learner
     * and course, whatever the number of calls). A drawn code that collides is drawn again, a few times.
     */
    async issueIfFinished(actor: UserActor, courseId: number): Promise<Certificate | null> {
      const existing = await certificateRepository.forUserCourse(db, actor.id, courseId);
      if (existing) return existing;
      if (!(await hasFinished(db, actor.id, courseId))) return null;
      const names = await certificateRepository.printedNames(db, actor.id, courseId);
      if (!names) return null;
      for (let attempt = 0; ; attempt++) {
        try {
          const { certificate, created } = await certificateRepository.issue(db, {
            userId: actor.id,
            courseId,
            code: newCertificateCode(),
            learnerName: names.learner_name,
            courseTitle: names.course_title,
            tutorName: names.tutor_name,
            issuedAt: clock().toISOString(),
          });
          if (created)
            logger.info({ userId: actor.id, courseId, code: certificate.code }, 'certificate issued');
          return certificate;
        } catch (error) {
          // Only a code collision (unique code) is worth another draw; 50 bits make even one unlikely.
          if (attempt >= 2) throw error;
        }
      }
    },

    /** The learner's certificates, newest first. */
    async mine(actor: UserActor): Promise<MyCertificate[]> {
      const rows = await certificateRepository.listForUser(db, actor.id);
      return rows.map((c) => ({
        ...checkView(c),
        course_id: c.course_id,
        course_hashslug: c.course_hashslug,
        check_url: checkUrl(c.code),
        download_url: certificatePdfPath(c.code),
      }));
    },

    /** The public check: a code as typed; a malformed or unknown one is 404 without telling which. */
    async check(_actor: Actor, typed: string): Promise<CertificateCheck> {
      return checkView(await find(typed));
    },

    /**
     * The certificate's PDF: rendered in the report pool the first time it is asked for, then kept in the
     * file store (`certificates/<2>/<code>.pdf`) and served from there.
     */
    async pdf(_actor: Actor, typed: string): Promise<{ code: string; bytes: Buffer }> {
      const c = await find(typed);
      const key = certificateFileKey(c.code);
      if (c.file_key && (await storage.exists(c.file_key))) {
        const chunks: Buffer[] = [];
        for await (const chunk of await storage.get(c.file_key)) chunks.push(Buffer.from(chunk));
        return { code: c.code, bytes: Buffer.concat(chunks) };
      }
      const bytes = await renderReport('certificate', {
        learnerName: c.learner_name,
        courseTitle: c.course_title,
        tutorName: c.tutor_name,
        issuedAt: c.issued_at,
        code: c.code,
        checkUrl: checkUrl(c.code),
      });
      await storage.put(key, bytes, { contentType: 'application/pdf' });
      await certificateRepository.setFileKey(db, c.id, key);
      return { code: c.code, bytes };
    },
  };

  async function find(typed: string): Promise<Certificate> {
    const code = normaliseCertificateCode(typed);
    const c = code ? await certificateRepository.byCode(db, code) : undefined;
    if (!c) throw AppError.notFound('Certificate not found.', 'certificate_not_found');
    return c;
  }
}

export type CertificateService = ReturnType<typeof createCertificateService>;
