import { subResellerContract as api } from '@mahir/shared/contract/subreseller.contract';
import { useApi, useApiQuery } from '@mahir/ui';
import { TaxDetailsForm } from '@mahir/ui/TaxDetailsForm';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PartnerSettings } from '../commissions';

/** Sub-reseller settings: the link and bank details. */
export function SubResellerSettingsPage() {
  const { t } = useTranslation();
  const client = useApi();
  const info = useApiQuery(api.userInfo, {}, { staleTime: 0 });
  const banks = useApiQuery(api.banks, {}, { staleTime: 300_000 });
  return (
    <Stack gap="lg">
      <PartnerSettings
        title={t('partner.subSettings')}
        info={info}
        banks={banks}
        withShare={false}
        onSave={async ({ rate_sub: _, ...bank }) => (await client.call(api.update, { body: bank })).message}
      />
      <TaxDetailsForm />
    </Stack>
  );
}
