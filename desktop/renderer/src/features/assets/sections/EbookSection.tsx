import { tutorAssetContract as api } from '@mahir/shared/contract/tutor-asset.contract';
import { removeRow } from '@mahir/shared/rules/authoring-form';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/FormSection';
import type { SectionProps } from '../../courses';
import { type AssetFormValues, blankEbook, type EbookRow } from '../asset-form';
import { AssetFileRow } from './AssetFileRow';

/** E-book section (category 7): title and file (pdf, zip or epub) per e-book. */
export function EbookSection({ form, readOnly }: SectionProps<AssetFormValues>) {
  const v = form.getValues();
  const { t } = useTranslation();
  const set = (i: number, change: Partial<EbookRow>) =>
    form.setFieldValue(
      'ebooks',
      form.getValues().ebooks.map((e, k) => (k === i ? { ...e, ...change } : e)),
    );
  return (
    <FormSection id="ebook-section" title={t('asset.ebook')}>
      <Stack>
        {v.ebooks.map((e, i) => (
          <AssetFileRow
            key={e.key}
            name={t('asset.ebookN', { n: i + 1 })}
            title={e.ebook_title}
            onTitle={(ebook_title) => set(i, { ebook_title })}
            route={api.uploadEbook}
            accept=".pdf,.epub,.zip,application/pdf,application/epub+zip,application/zip"
            detail={e.ebook_label}
            fullUrl={e.full_url}
            count={v.ebooks.length}
            readOnly={readOnly}
            onAccepted={(a) =>
              set(i, { ebook_url: a.url ?? '', ebook_label: a.label ?? '', full_url: a.full_url ?? '' })
            }
            onRejected={() => set(i, { ebook_url: '', ebook_label: '', full_url: '' })}
            onRemove={() => {
              const { rows, deletes } = removeRow(v.ebooks, i, v.ebook_deletes);
              form.setValues({ ebooks: rows, ebook_deletes: deletes });
            }}
          />
        ))}
        {!readOnly && (
          <Button
            variant="light"
            w="fit-content"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.setFieldValue('ebooks', [...v.ebooks, blankEbook()])}
          >
            {t('asset.addEbook')}
          </Button>
        )}
      </Stack>
    </FormSection>
  );
}
