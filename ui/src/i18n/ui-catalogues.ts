import en from './en.json';
import ms from './ms.json';
import spec from './spec.json';
import { registerUiCatalogue } from './ui-text';

/**
 * The kit's three catalogues, registered for `uiText` when this module is imported: by the server's render of
 * the storefront, the back office and the unit tests (vitest.config.ts). The storefront's browser registers
 * only its page's catalogue instead (storefront/src/i18n/i18n.ts).
 */
export const UI_CATALOGUES = { spec, ms, en } as const;

registerUiCatalogue('spec', spec);
registerUiCatalogue('ms', ms);
registerUiCatalogue('en', en);
