export {
  type Catalogue,
  type Catalogues,
  createCatalogueI18n,
  documentLanguage,
  useLanguage,
} from './create-i18n';
export { LanguageSwitch } from './LanguageSwitch';
