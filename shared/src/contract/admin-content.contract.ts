// The admin's content screens (spec 002), one file per kind of content in ./admin-content.
import { bannerRoutes } from './admin-content/banners';
import { eventRoutes } from './admin-content/events';
import { merchandiseRoutes } from './admin-content/merchandise';
import { packageRoutes } from './admin-content/packages';
import { priceRoutes } from './admin-content/prices';
import { sponsorshipRoutes } from './admin-content/sponsorships';

export * from './admin-content/banners';
export { CONTENT_MSG, PRICE_PAGE_SIZE } from './admin-content/common';
export * from './admin-content/events';
export * from './admin-content/merchandise';
export * from './admin-content/packages';
export * from './admin-content/prices';
export * from './admin-content/sponsorships';

export const adminContentContract = {
  ...packageRoutes,
  ...merchandiseRoutes,
  ...bannerRoutes,
  ...sponsorshipRoutes,
  ...priceRoutes,
  ...eventRoutes,
};
