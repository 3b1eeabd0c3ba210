import { sectionForCategory } from '@mahir/shared/rules/authoring-form';
import type { LookupSectionProps } from '../courses';
import type { AssetFormValues } from './asset-form';
import { AudioSection } from './sections/AudioSection';
import { DescriptionCard } from './sections/DescriptionCard';
import { EbookSection } from './sections/EbookSection';
import { PhotoSection } from './sections/PhotoSection';
import { ProductInfoCard } from './sections/ProductInfoCard';

/** The asset form's cards: product info, description and the section of its main category. */
export function AssetSections({ form, lookups, readOnly }: LookupSectionProps<AssetFormValues>) {
  const section = sectionForCategory(Number(form.getValues().category_id) || null);
  return (
    <>
      <ProductInfoCard form={form} lookups={lookups} readOnly={readOnly} />
      <DescriptionCard form={form} readOnly={readOnly} />
      {section === 'ebook' && <EbookSection form={form} readOnly={readOnly} />}
      {section === 'audio' && <AudioSection form={form} readOnly={readOnly} />}
      {section === 'photo' && <PhotoSection form={form} readOnly={readOnly} />}
    </>
  );
}
