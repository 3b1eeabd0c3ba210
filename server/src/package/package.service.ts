import { cartRepository } from '@mahir/db/repositories/cart.repository';
import { packageRepository } from '@mahir/db/repositories/package.repository';
import { MSG, PACKAGE_NEXT_URL, type PackageInfo, type PackageListItem } from '@mahir/shared';
import { canSelectPackage, packageSelectionError } from '@mahir/shared/rules/package-selection';
import type { Actor } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { requireCartOwner } from '../cart/cart-owner';
import { AppError } from '../http/app-error';

/** The cart type a package selection goes into, read by the subscription checkout. */
export const SUBSCRIPTION_CART = 'subscription';

/** Package course selection (spec 001 §2, "Package course selection"). */
export function createPackageService({ db, clock }: ServiceDeps) {
  async function load(hashslug: string): Promise<PackageInfo & { price: number }> {
    const pkg = await packageRepository.findActiveByHashslug(db, hashslug);
    if (!pkg) throw AppError.notFound();
    const courses = await packageRepository.selectableCourses(db, pkg.mahir_tutor_category_id);
    return {
      id: pkg.id,
      name: pkg.name,
      hashslug: pkg.hashslug,
      price: pkg.price,
      mahir_category: { name: pkg.category_name },
      mahir_courses: courses.map((c) => ({ id: c.id, title: c.title })),
      total_mahir_tutor: pkg.total_mahir_tutor,
    };
  }

  return {
    /** An active package and the courses it offers. */
    /** The packages page: every active package. */
    async list(): Promise<{ packages: PackageListItem[] }> {
      const rows = await packageRepository.listActive(db);
      return {
        packages: rows.map(({ category_name, ...row }) => ({
          ...row,
          mahir_category: { name: category_name },
        })),
      };
    },

    async show(hashslug: string): Promise<{ package: PackageInfo }> {
      return { package: await load(hashslug) };
    },

    /**
     * Checks the chosen courses and stores them as the subscription cart's package line, replacing
     * an earlier choice; answers the checkout step.
     */
    async next(
      actor: Actor,
      sessionId: string | null,
      hashslug: string,
      courseIds: number[],
    ): Promise<{ url: string }> {
      if (actor.kind === 'user' && !canSelectPackage(actor.roles))
        throw AppError.forbidden(MSG.packageStudentOnly);
      const pkg = await load(hashslug);
      const error = packageSelectionError(
        courseIds,
        pkg.mahir_courses.map((c) => c.id),
        pkg.total_mahir_tutor,
      );
      if (error) throw AppError.invalid({ mahir_course_id: [error] });
      const chosen = [...new Set(courseIds)];
      // The user's cart when logged in, else the session's, so a visitor keeps their choice.
      const owner = requireCartOwner(actor, sessionId);
      const now = clock().toISOString();
      await db.transaction().execute(async (trx) => {
        const cartId = await cartRepository.ensure(trx, owner, SUBSCRIPTION_CART, now);
        await cartRepository.replacePackageLine(trx, cartId, {
          packageId: pkg.id,
          name: pkg.name,
          price: pkg.price,
          options: { package_hashslug: pkg.hashslug, mahir_course_id: chosen },
        });
      });
      return { url: PACKAGE_NEXT_URL };
    },
  };
}
