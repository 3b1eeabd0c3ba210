import type { Db } from '@mahir/db';
import { courseEnrolmentRepository } from '@mahir/db/repositories/course-enrolment.repository';
import type { AccessViewerFacts } from '@mahir/shared/rules/access-mode';
import { hasRole, type UserActor } from '../access/actor';

/** The business-plan standing of a user: an employee membership wins, since it is what grants courses. */
export async function businessRoleOf(db: Db, userId: number): Promise<AccessViewerFacts['business']> {
  const roles = await courseEnrolmentRepository.companyRoles(db, userId);
  if (roles.includes('employee')) return 'employee';
  if (roles.includes('hr')) return 'hr';
  return null;
}

/** A student's tutor plan for a course, with the package that grants it when it lists the course. */
export async function tutorPlanOf(
  db: Db,
  actor: UserActor,
  course: { id: number; subCategoryId: number },
): Promise<{ plan: AccessViewerFacts['tutorPlan']; orderId: number | null; orderPackageId: number | null }> {
  const none = { plan: null, orderId: null, orderPackageId: null };
  if (!hasRole(actor, 'student')) return none;
  const [first] = await courseEnrolmentRepository.tutorPlans(db, actor.id, course);
  if (!first) return none;
  return {
    plan: Number(first.includes) === 1 ? 'includes' : 'covers',
    orderId: first.order_id,
    orderPackageId: first.order_package_id,
  };
}
