import { ApiError } from '@mahir/shared';
import { useApi, useApiQuery } from '@mahir/ui';
import { FormSection } from '@mahir/ui/FormSection';
import { routes } from '@mahir/ui/routes';
import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The account step's reseller code (spec 000 §2.2, §4): a logged-in buyer's saved code is filled in (when the
 * box is still empty), and a typed code is looked up, both with the spec's `GET package/reseller/code`; an
 * unknown code is `invalid` ('Reseller code is invalid', Next stays disabled).
 */
export function useResellerCode(loggedIn: boolean, typed: () => string, fill: (code: string) => void) {
  const api = useApi();
  const [invalid, setInvalid] = useState(false);
  const saved = useApiQuery(routes.packageCheckout.resellerCode, {}, { enabled: loggedIn });
  const filled = useRef(false);
  const latest = useRef({ typed, fill });
  latest.current = { typed, fill };
  useEffect(() => {
    const code = saved.data?.user.reseller_code;
    if (filled.current || code === undefined) return;
    filled.current = true;
    if (code && !latest.current.typed()) latest.current.fill(code);
  }, [saved.data]);

  async function check(code: string) {
    if (!code.trim()) return setInvalid(false);
    try {
      await api.data(routes.packageCheckout.resellerCode, { query: { reseller_code: code.trim() } });
      setInvalid(false);
    } catch (err) {
      setInvalid(err instanceof ApiError && err.status === 422);
    }
  }
  return { invalid, check };
}

/** The 'Reseller Code' section: the field, checked when it is left. */
export function ResellerCodeSection({
  inputProps,
  error,
  code,
}: {
  inputProps: GetInputPropsReturnType;
  error: string | undefined;
  code: ReturnType<typeof useResellerCode>;
}) {
  const { t } = useTranslation();
  return (
    <FormSection id="reseller-code" title={t('packageCheckout.resellerCode')}>
      <TextInput
        label={t('packageCheckout.resellerCode')}
        maxLength={20}
        {...inputProps}
        onBlur={(e) => void code.check(e.currentTarget.value)}
        error={error ?? (code.invalid ? t('packageCheckout.resellerCodeInvalid') : undefined)}
      />
    </FormSection>
  );
}
