import type { ReviewBody } from '@mahir/shared/contract/admin-review.contract';
import type { RouteDef } from '@mahir/shared/contract/route';
import { useApi } from '@mahir/ui';
import { Alert, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useConfirm } from '../../components/ConfirmModal';
import { ReasonModal } from '../../components/ReasonModal';

type ReviewRoute = RouteDef<
  undefined,
  undefined,
  typeof ReviewBody,
  z.ZodType<{ hashslug: string; status_id: number; url: string }>
>;

/** Publish (after 'Are you sure want to publish?') and Reject with a Reason (after 'Are you sure want to reject?'). */
export function ReviewActions({
  route,
  hashslug,
  onDone,
}: {
  route: ReviewRoute;
  hashslug: string;
  onDone: (message: string) => void;
}) {
  const api = useApi();
  const confirm = useConfirm();
  const [rejecting, setRejecting] = useState(false);
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async (body: z.input<typeof ReviewBody>) => {
    setBusy(true);
    setError(null);
    try {
      const res = await api.call(route, { body });
      setRejecting(false);
      onDone(res.message ?? (body.action === 1 ? t('review.published') : t('review.rejected')));
    } catch (err) {
      setError(err instanceof Error ? err.message : t('review.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {error && (
        <Alert color="red" role="alert" mb="sm">
          {error}
        </Alert>
      )}
      <Group gap="xs">
        <Button color="red.9" variant="outline" onClick={() => setRejecting(true)} disabled={busy}>
          {t('review.reject')}
        </Button>
        <Button
          onClick={() => confirm.ask(t('common.confirmPublish'), () => void send({ hashslug, action: 1 }))}
          loading={busy}
        >
          {t('review.publish')}
        </Button>
      </Group>
      <ReasonModal
        opened={rejecting}
        title={t('review.reject')}
        action={t('review.reject')}
        reason={reason}
        onReasonChange={setReason}
        busy={busy}
        onClose={() => setRejecting(false)}
        onSubmit={() =>
          confirm.ask(
            t('common.confirmReject'),
            () => void send({ hashslug, action: 2, reject_reason: reason }),
          )
        }
      />
      {confirm.modal}
    </>
  );
}
