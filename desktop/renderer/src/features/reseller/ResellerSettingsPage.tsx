import { resellerContract } from '@mahir/shared/contract/reseller.contract';
import { resellerSettingsContract as api } from '@mahir/shared/contract/reseller-settings.contract';
import { useApi, useApiQuery } from '@mahir/ui';
import { TaxDetailsForm } from '@mahir/ui/TaxDetailsForm';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PartnerSettings } from '../commissions';

/** Reseller settings: link with copy, code, sub-reseller share stepper and bank information. */
export function ResellerSettingsPage() {
  const { t } = useTranslation();
  const client = useApi();
  const info = useApiQuery(api.userInfo, {}, { staleTime: 0 });
  const banks = useApiQuery(resellerContract.banks, {}, { staleTime: 300_000 });
  return (
    <Stack gap="lg">
      <PartnerSettings
        title={t('partner.resellerSettings')}
        info={info}
        banks={banks}
        withShare
        onSave={async (v) => (await client.call(api.update, { body: v })).message}
      />
      <TaxDetailsForm />
    </Stack>
  );
}
