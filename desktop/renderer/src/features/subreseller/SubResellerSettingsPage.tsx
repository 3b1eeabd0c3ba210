import { subResellerContract as api } from '@mahir/shared/contract/subreseller.contract';
import { ErrorState, LoadingState, useApi, useApiQuery } from '@mahir/ui';
import { PageHeader } from '../../components/PageHeader';
import { BankSettingsForm } from '../commissions/BankSettingsForm';
import { ResellerLinkCard } from '../commissions/ResellerLinkCard';

/** Sub-reseller settings: the link and bank details. */
export function SubResellerSettingsPage() {
  const client = useApi();
  const info = useApiQuery(api.userInfo, {}, { staleTime: 0 });
  const banks = useApiQuery(api.banks, {}, { staleTime: 300_000 });
  if (info.isPending || banks.isPending) return <LoadingState />;
  if (info.isError) return <ErrorState error={info.error} onRetry={() => info.refetch()} />;
  const a = info.data;
  return (
    <>
      <PageHeader title="Sub-reseller Settings" />
      <ResellerLinkCard link={a.link} code={a.reseller_code} />
      <BankSettingsForm
        withShare={false}
        banks={banks.data?.banks ?? []}
        initial={{
          bank_name: a.bank_name ?? '',
          account_no: a.account_no ?? '',
          account_holder: a.account_holder ?? '',
          swift_code: a.swift_code ?? '',
          rate_sub: a.rate_sub,
        }}
        onSave={async ({ rate_sub: _, ...bank }) => (await client.call(api.update, { body: bank })).message}
      />
    </>
  );
}
