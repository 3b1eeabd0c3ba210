import type { ApiError } from '@mahir/shared/client/api-client';
import { ErrorState, LoadingState } from '@mahir/ui';
import { PageHeader } from '../../components/PageHeader';
import { BankSettingsForm, type BankValues } from './BankSettingsForm';
import { ResellerLinkCard } from './ResellerLinkCard';

/** What a reseller's or sub-reseller's settings route answers. */
interface PartnerInfo {
  link: string;
  reseller_code: string;
  bank_name: string | null;
  account_no: string | null;
  account_holder: string | null;
  swift_code: string | null;
  rate_sub: number;
}

interface Loaded<T> {
  isPending: boolean;
  isError: boolean;
  error: ApiError | null;
  data: T | undefined;
  refetch: () => unknown;
}

/** A reseller's or sub-reseller's settings page: the shared link and code, then the bank information. */
export function PartnerSettings({
  title,
  info,
  banks,
  withShare,
  onSave,
}: {
  title: string;
  info: Loaded<PartnerInfo>;
  banks: Loaded<{ banks: Array<{ code: string; name: string }> }>;
  withShare: boolean;
  onSave: (values: BankValues) => Promise<string | undefined>;
}) {
  if (info.isPending || banks.isPending) return <LoadingState />;
  if (info.isError || !info.data) return <ErrorState error={info.error} onRetry={() => info.refetch()} />;
  const a = info.data;
  return (
    <>
      <PageHeader title={title} />
      <ResellerLinkCard link={a.link} code={a.reseller_code} />
      <BankSettingsForm
        withShare={withShare}
        banks={banks.data?.banks ?? []}
        initial={{
          bank_name: a.bank_name ?? '',
          account_no: a.account_no ?? '',
          account_holder: a.account_holder ?? '',
          swift_code: a.swift_code ?? '',
          rate_sub: a.rate_sub,
        }}
        onSave={onSave}
      />
    </>
  );
}
