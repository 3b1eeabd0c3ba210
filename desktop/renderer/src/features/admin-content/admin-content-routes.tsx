import type { ReactNode } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../lib/lazy-page';

const BannerCreatePage = lazyPage(() => import('./banners/BannerPages'), 'BannerCreatePage');
const BannerEditPage = lazyPage(() => import('./banners/BannerPages'), 'BannerEditPage');
const BannerListPage = lazyPage(() => import('./banners/BannerPages'), 'BannerListPage');
const EventCreatePage = lazyPage(() => import('./events/EventPages'), 'EventCreatePage');
const EventEditPage = lazyPage(() => import('./events/EventPages'), 'EventEditPage');
const EventListPage = lazyPage(() => import('./events/EventPages'), 'EventListPage');
const MerchandiseCreatePage = lazyPage(
  () => import('./merchandise/MerchandiseFormPage'),
  'MerchandiseCreatePage',
);
const MerchandiseEditPage = lazyPage(
  () => import('./merchandise/MerchandiseFormPage'),
  'MerchandiseEditPage',
);
const MerchandiseListPage = lazyPage(
  () => import('./merchandise/MerchandiseListPage'),
  'MerchandiseListPage',
);
const PackageCreatePage = lazyPage(() => import('./packages/PackageFormPage'), 'PackageCreatePage');
const PackageEditPage = lazyPage(() => import('./packages/PackageFormPage'), 'PackageEditPage');
const PackageListPage = lazyPage(() => import('./packages/PackageListPage'), 'PackageListPage');
const PriceCreatePage = lazyPage(() => import('./prices/PricePages'), 'PriceCreatePage');
const PriceEditPage = lazyPage(() => import('./prices/PricePages'), 'PriceEditPage');
const PriceListPage = lazyPage(() => import('./prices/PricePages'), 'PriceListPage');
const SponsorshipCreatePage = lazyPage(
  () => import('./sponsorships/SponsorshipPages'),
  'SponsorshipCreatePage',
);
const SponsorshipEditPage = lazyPage(() => import('./sponsorships/SponsorshipPages'), 'SponsorshipEditPage');
const SponsorshipListPage = lazyPage(() => import('./sponsorships/SponsorshipPages'), 'SponsorshipListPage');

/** The admin content pages (packages, merchandise, banners, sponsorships, price list, events). */
export function adminContentRoutes(admin: (node: ReactNode) => ReactNode): ReactNode[] {
  return [
    <Route key="pk" path="/admin/packages">
      {admin(<PackageListPage />)}
    </Route>,
    <Route key="pkc" path="/admin/packages/create">
      {admin(<PackageCreatePage />)}
    </Route>,
    <Route key="pke" path="/admin/packages/:hashslug/edit">
      {(p) => admin(<PackageEditPage key={p.hashslug} hashslug={p.hashslug} />)}
    </Route>,
    <Route key="me" path="/admin/merchandise">
      {admin(<MerchandiseListPage />)}
    </Route>,
    <Route key="mec" path="/admin/merchandise/create">
      {admin(<MerchandiseCreatePage />)}
    </Route>,
    <Route key="mee" path="/admin/merchandise/:hashslug/edit">
      {(p) => admin(<MerchandiseEditPage key={p.hashslug} hashslug={p.hashslug} />)}
    </Route>,
    <Route key="ba" path="/admin/banners">
      {admin(<BannerListPage />)}
    </Route>,
    <Route key="bac" path="/admin/banners/create">
      {admin(<BannerCreatePage />)}
    </Route>,
    <Route key="bae" path="/admin/banners/:hashslug/edit">
      {(p) => admin(<BannerEditPage key={p.hashslug} hashslug={p.hashslug} />)}
    </Route>,
    <Route key="sp" path="/admin/sponsorships">
      {admin(<SponsorshipListPage />)}
    </Route>,
    <Route key="spc" path="/admin/sponsorships/create">
      {admin(<SponsorshipCreatePage />)}
    </Route>,
    <Route key="spe" path="/admin/sponsorships/:hashslug/edit">
      {(p) => admin(<SponsorshipEditPage key={p.hashslug} hashslug={p.hashslug} />)}
    </Route>,
    <Route key="pr" path="/admin/setting/price">
      {admin(<PriceListPage />)}
    </Route>,
    <Route key="prc" path="/admin/setting/price/create">
      {admin(<PriceCreatePage />)}
    </Route>,
    <Route key="pre" path="/admin/setting/price/:id/edit">
      {(p) => admin(<PriceEditPage key={p.id} id={Number(p.id)} />)}
    </Route>,
    <Route key="ev" path="/admin/events">
      {admin(<EventListPage />)}
    </Route>,
    <Route key="evc" path="/admin/events/create">
      {admin(<EventCreatePage />)}
    </Route>,
    <Route key="eve" path="/admin/events/:hashslug/edit">
      {(p) => admin(<EventEditPage key={p.hashslug} hashslug={p.hashslug} />)}
    </Route>,
  ];
}
