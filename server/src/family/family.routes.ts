import Router from '@koa/router';
import { contract } from '@mahir/shared';
import { ACCOUNT_MSG } from '@mahir/shared/accounts/account-messages';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import type { FamilyService } from './family.service';

const routes = contract.family;
const A = ACCOUNT_MSG.en;

/** `/ajax/v2/family/...` (issue 20): a guardian's children, links between guardian and pupil, consent. */
export function familyRouter(family: FamilyService): Router<AppState> {
  const router = new Router<AppState>();

  mount(router, routes.children, async ({ actor }) => ({ data: await family.children(actor) }));
  mount(router, routes.addChild, async ({ actor, body, ip }) => ({
    data: await family.addChild(actor, body, { ip }),
  }));
  mount(router, routes.linkChild, async ({ actor, body }) => {
    await family.linkChild(actor, body.email);
    return { data: { sent: true as const }, message: A.childLinkSent };
  });
  mount(router, routes.unlinkChild, async ({ actor, params }) => {
    await family.unlinkChild(actor, params.childId);
    return { data: { unlinked: true as const } };
  });
  mount(router, routes.confirmLink, async ({ actor, body }) => ({
    data: await family.confirmLink(actor, body.token),
    message: A.childLinked,
  }));
  mount(router, routes.guardians, async ({ actor }) => ({ data: await family.guardians(actor) }));
  mount(router, routes.unlinkGuardian, async ({ actor, params }) => {
    await family.unlinkGuardian(actor, params.guardianId);
    return { data: { unlinked: true as const } };
  });
  mount(router, routes.resendConsent, async ({ actor }) => ({
    data: await family.resendConsent(actor),
    message: A.guardianConsentRequested,
  }));
  mount(router, routes.consentCheck, async ({ body }) => ({ data: await family.consentCheck(body.token) }));
  mount(router, routes.consent, async ({ actor, body, ip }) => {
    await family.consent(actor, body.token, body.language, { ip });
    return { data: { given: true as const }, message: A.guardianConsentGiven };
  });

  return router;
}
