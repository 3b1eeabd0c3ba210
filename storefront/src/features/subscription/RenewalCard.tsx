import { ApiError } from '@mahir/shared';
import { inLanguage } from '@mahir/shared/bilingual';
import { RENEWAL_MSG } from '@mahir/shared/renewals/index';
import { malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import { routeKey, useApiMutation, useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Alert, Badge, Button, Card, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/i18n';

const en = RENEWAL_MSG.en;
const ms = RENEWAL_MSG.ms;
const statusKeys = ['active', 'grace', 'paused', 'expired', 'cancelled'] as const;
type StatusKey = (typeof statusKeys)[number];
const isStatus = (s: string): s is StatusKey => (statusKeys as readonly string[]).includes(s);

/**
 * The subscription screen's renewal card (issue 21): the next payment date, how it renews (card or pay link),
 * where the renewal stands (due, in grace until a day, expired, renewed), the pay link for the payer while it
 * is due, in grace or expired (a new period from the day of payment), a pause running or ahead, and for the payer of a running subscription a form to pause it
 * for a school holiday within the pause days left.
 */
export function RenewalCard({ hashslug, canPause }: { hashslug: string; canPause: boolean }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const { lang, formatRinggit } = useLanguage();
  // A chosen language shows its own words only; none shows Malay / English as the spec. The messages
  // write their days themselves (`formatMalaysiaDate`), so they get the bare day.
  const one = lang ? inLanguage(RENEWAL_MSG, lang) : ms;
  const day = (value: string) => value.slice(0, 10);
  const key = { params: { hashslug } };
  const query = useApiQuery(routes.subscription.renewal, key, { retry: false });
  const [from, setFrom] = useState(() => malaysiaDay(new Date()));
  const [days, setDays] = useState<number | string>(7);
  const pause = useApiMutation(routes.subscription.pause, {
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: routeKey(routes.subscription.renewal, key) });
      queryClient.invalidateQueries({ queryKey: routeKey(routes.subscription.order, key) });
    },
  });
  const resume = useApiMutation(routes.subscription.resume, {
    onSuccess: () => {
      pause.reset();
      queryClient.invalidateQueries({ queryKey: routeKey(routes.subscription.renewal, key) });
      queryClient.invalidateQueries({ queryKey: routeKey(routes.subscription.order, key) });
    },
  });
  const payLink = useApiMutation(routes.subscription.payRenewal, {
    onSuccess: (res) => {
      window.location.assign(res.data.url);
    },
  });
  if (!query.data) return null;
  const r = query.data;
  if (r.status === 'none') return null;
  const label = !isStatus(r.status)
    ? r.status
    : lang
      ? one.status[r.status]
      : `${ms.status[r.status]} / ${en.status[r.status]}`;
  const fieldError = (name: string) =>
    pause.error instanceof ApiError ? pause.error.errors[name]?.[0] : undefined;
  return (
    <Card padding="md" withBorder>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="md">
            {t('subscription.renewal.title')}
          </Title>
          <Badge color={r.status === 'active' ? 'teal.9' : 'gray.7'}>{label}</Badge>
        </Group>
        {r.next_payment_date && <Text size="sm">{one.nextPayment(day(r.next_payment_date))}</Text>}
        {r.mode && (
          <Text size="sm" c="dimmed">
            {lang ? one.mode[r.mode] : `${ms.mode[r.mode]} / ${en.mode[r.mode]}`}
          </Text>
        )}
        {r.phase && r.phase !== 'active' && (
          <Badge
            data-testid="renewal-phase"
            color={r.phase === 'grace' || r.phase === 'expired' ? 'red.9' : 'blue.9'}
            variant="light"
          >
            {lang ? one.phase[r.phase] : `${ms.phase[r.phase]} / ${en.phase[r.phase]}`}
          </Badge>
        )}
        {r.grace_until && (
          <Text size="sm" fw={600}>
            {lang
              ? one.graceUntil(r.grace_until)
              : `${ms.graceUntil(r.grace_until)} (${en.payBy(r.grace_until)})`}
          </Text>
        )}
        {canPause && r.can_pay && (
          <Stack gap={4}>
            <Text size="sm">
              {r.phase === 'expired' ? one.renewAfterExpiry : one.dueOn(day(r.next_payment_date ?? ''))}:{' '}
              {formatRinggit(r.amount)}
            </Text>
            <Group gap="xs" wrap="wrap">
              <Button
                loading={payLink.isPending}
                onClick={() => payLink.mutate({ params: { hashslug }, body: { paymentMethod: 'senangpay' } })}
              >
                {lang ? `${one.payNow} (FPX / DuitNow)` : `${ms.payNow} (FPX / DuitNow) / ${en.payNow}`}
              </Button>
              <Button
                variant="outline"
                loading={payLink.isPending}
                onClick={() => payLink.mutate({ params: { hashslug }, body: { paymentMethod: 'paypal' } })}
              >
                PayPal
              </Button>
            </Group>
            {payLink.isError && (
              <Alert color="red.9" role="alert">
                {payLink.error.message}
              </Alert>
            )}
          </Stack>
        )}
        {r.pause && <Text size="sm">{one.pausedUntil(r.pause.until)}</Text>}
        {canPause && r.pause && (
          <Button
            variant="outline"
            w="fit-content"
            loading={resume.isPending}
            onClick={() => resume.mutate({ params: { hashslug }, body: {} })}
          >
            {lang ? one.resumeNow : `${ms.resumeNow} / ${en.resumeNow}`}
          </Button>
        )}
        {resume.isError && (
          <Alert color="red.9" role="alert">
            {resume.error.message}
          </Alert>
        )}
        {resume.isSuccess && !r.pause && (
          <Alert color="teal.9" role="status">
            {one.resumed}
          </Alert>
        )}
        {canPause && r.status === 'active' && !r.pause && r.max_pause_days > 0 && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              pause.mutate({ params: { hashslug }, body: { from, days: Number(days) } });
            }}
          >
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {lang
                  ? one.pauseDaysLeft(r.pause_days_left)
                  : `${ms.pauseDaysLeft(r.pause_days_left)} (${en.pauseDaysLeft(r.pause_days_left)})`}
              </Text>
              <Group grow align="flex-start" wrap="wrap">
                <TextInput
                  type="date"
                  label={t('subscription.renewal.from')}
                  value={from}
                  onChange={(e) => setFrom(e.currentTarget.value)}
                  error={fieldError('from')}
                  miw={160}
                />
                <NumberInput
                  label={t('subscription.renewal.days')}
                  min={1}
                  max={r.pause_days_left}
                  allowDecimal={false}
                  value={days}
                  onChange={setDays}
                  error={fieldError('days')}
                  miw={120}
                />
              </Group>
              <Button
                type="submit"
                variant="outline"
                loading={pause.isPending}
                disabled={r.pause_days_left < 1}
              >
                {t('subscription.renewal.pause')}
              </Button>
            </Stack>
          </form>
        )}
        {pause.isError && !fieldError('from') && !fieldError('days') && (
          <Alert color="red.9" role="alert">
            {pause.error.message}
          </Alert>
        )}
        {pause.isSuccess && (
          <Alert color="teal.9" role="status">
            {one.paused}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
