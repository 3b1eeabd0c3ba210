import { resellerContract } from '@mahir/shared/contract/reseller.contract';
import { resellerSettingsContract as api } from '@mahir/shared/contract/reseller-settings.contract';
import { ErrorState, LoadingState, useApi, useApiQuery } from '@mahir/ui';
import { PageHeader } from '../../components/PageHeader';
import { BankSettingsForm } from '../commissions/BankSettingsForm';
import { ResellerLinkCard } from '../commissions/ResellerLinkCard';

/** Reseller settings: link with copy, code, sub-reseller share stepper and bank information. */
export function ResellerSettingsPage() {
  const client = useApi();
  const info = useApiQuery(api.userInfo, {}, { staleTime: 0 });
  const banks = useApiQuery(resellerContract.banks, {}, { staleTime: 300_000 });
  if (info.isPending || banks.isPending) return <LoadingState />;
  if (info.isError) return <ErrorState error={info.error} onRetry={() => info.refetch()} />;
  const a = info.data;
  return (
    <>
      <PageHeader title="Reseller Settings" />
      <ResellerLinkCard link={a.link} code={a.reseller_code} />
      <BankSettingsForm
        withShare
        banks={banks.data?.banks ?? []}
        initial={{
          bank_name: a.bank_name ?? '',
          account_no: a.account_no ?? '',
          account_holder: a.account_holder ?? '',
          swift_code: a.swift_code ?? '',
          rate_sub: a.rate_sub,
        }}
        onSave={async (v) => (await client.call(api.update, { body: v })).message}
      />
    </>
  );
}
