import { Nothing } from './fields';
import { defineRoute } from './route';

const tag = 'privacy';

/** A person's own data (PDPA 2010 and its 2024 amendment, issue 20; DESIGN.md "Accounts and mail"). */
export const privacyContract = {
  dataExport: defineRoute({
    method: 'GET',
    path: '/ajax/v2/profile/data-export',
    summary:
      'A zip of everything held about the logged-in account: one JSON file per area and a README.txt; only ever the caller’s own',
    tag,
    access: 'user',
    owner: 'self',
    raw: 'file',
    response: Nothing,
  }),
};
