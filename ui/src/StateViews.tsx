import { ApiError } from '@mahir/shared/client/api-client';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInbox, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useUiLanguage } from './language';

/** Shown while data loads. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useUiLanguage();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" />
        <Text size="sm" c="dimmed">
          {label ?? t('state.loading')}
        </Text>
      </Stack>
    </Center>
  );
}

/** Shown for an empty list: 'No record' unless the spec gives other words. */
export function EmptyState({ message, children }: { message?: string; children?: ReactNode }) {
  const { t } = useUiLanguage();
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <IconInbox size={36} stroke={1.4} aria-hidden color="var(--mantine-color-gray-6)" />
        <Text c="dimmed" data-testid="empty-state">
          {message ?? t('state.noRecord')}
        </Text>
        {children}
      </Stack>
    </Center>
  );
}

/** Whether a failed call was a refusal (not allowed, or not there): asking again gives the same answer. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 403 || error.status === 404);
}

/** Shown when the server refuses what the screen asked for: its reason, and a way back, never a retry. */
export function RefusalState({ error, children }: { error: ApiError; children?: ReactNode }) {
  const { t } = useUiLanguage();
  return (
    <Alert color="gray" icon={<IconLock size={18} />} title={t('state.notAvailable')} my="md" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{error.message}</Text>
        {children}
      </Stack>
    </Alert>
  );
}

/** Shown when a call failed, with a retry where it makes sense (not for a refusal). */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useUiLanguage();
  if (isRefusal(error)) return <RefusalState error={error} />;
  // A thrown value that is no Error has nothing to add to the title. (Not MSG.serverError: the first page shows
  // this view, and the spec's whole message table would come with it, 1.8 KB gzipped.)
  const message = error instanceof Error ? error.message : null;
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} />}
      title={t('state.wentWrong')}
      my="md"
      role="alert"
    >
      <Stack gap="xs" align="flex-start">
        {message && <Text size="sm">{message}</Text>}
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('state.tryAgain')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** Renders loading, error, empty or the content of a query in one place. */
export function QueryState<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    refetch: () => unknown;
  };
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError || query.data === undefined)
    return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  if (isEmpty?.(query.data)) return <>{empty ?? <EmptyState />}</>;
  return <>{children(query.data)}</>;
}
