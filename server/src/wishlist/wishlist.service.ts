import { catalogueRepository } from '@mahir/db/repositories/catalogue.repository';
import { wishlistRepository } from '@mahir/db/repositories/wishlist.repository';
import { WISHLIST_DESC_MAX, WISHLIST_TEXT, type WishlistItem } from '@mahir/shared';
import { plainExcerpt } from '@mahir/shared/rules/course-card';
import { accessPolicy } from '../access/access-policy';
import type { UserActor } from '../access/actor';
import { enforce } from '../access/enforce';
import type { ServiceDeps } from '../app-context';
import { courseLink } from '../catalogue/course-card';
import { AppError } from '../http/app-error';
import { publicMediaUrl } from '../media/media-url';

/** The wishlist (spec 001 §2 "Wishlist"): toggling a course, the list, and removing an item. */
export function createWishlistService({ db, clock }: ServiceDeps) {
  return {
    /**
     * Flips a course on the user's wishlist and answers the new state. Only for the user themself (user_id must
     * be the session's user) and only for accounts allowed a wishlist; the course must be published.
     */
    async toggle(actor: UserActor, courseId: number, userId: number): Promise<{ wishlist_status: boolean }> {
      enforce(accessPolicy.actAsUser(actor, userId));
      if (actor.canWishlist !== true) throw AppError.forbidden(WISHLIST_TEXT.notAllowed);
      const course = await catalogueRepository.publishedCourse(db, courseId);
      if (!course) throw AppError.notFound();
      const now = clock().toISOString();
      const status = await db.transaction().execute(async (trx) => {
        await wishlistRepository.lockOwner(trx, actor.id);
        if (await wishlistRepository.removeCourse(trx, actor.id, courseId)) return false;
        await wishlistRepository.addCourse(trx, actor.id, courseId, now);
        return true;
      });
      return { wishlist_status: status };
    },

    /** The user's wishlist, newest first. */
    async list(actor: UserActor): Promise<WishlistItem[]> {
      const rows = await wishlistRepository.listOf(db, actor.id);
      return rows.map((r) => ({
        id: r.id,
        url: courseLink(r.hashslug),
        banner: r.banner_slug && r.banner_ext ? publicMediaUrl(r.banner_slug, r.banner_ext) : null,
        course: { title: r.title, desc: plainExcerpt(r.content, WISHLIST_DESC_MAX) },
        author: r.author_name,
        subscribers: r.subscriber_count,
        discussions: r.discussion_count,
      }));
    },

    /** Removes one of the user's items: 404 when there is no such item, 403 when it is someone else's. */
    async remove(actor: UserActor, id: number): Promise<{ id: number }> {
      const item = await wishlistRepository.find(db, id);
      enforce(accessPolicy.changeOwnItem(actor, item && { ownerId: item.user_id }));
      if (!item) throw AppError.notFound();
      await wishlistRepository.remove(db, id, actor.id);
      return { id };
    },
  };
}
