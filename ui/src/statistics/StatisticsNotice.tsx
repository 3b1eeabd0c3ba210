import { Alert, type MantineSpacing } from '@mantine/core';

/** What a statistics screen just did (users added, listed users removed), announced politely, dismissible. */
export function StatisticsNotice({
  notice,
  onClose,
  mb,
}: {
  notice: string | null;
  onClose: () => void;
  mb?: MantineSpacing;
}) {
  if (!notice) return null;
  return (
    <Alert color="green.9" role="status" mb={mb} withCloseButton closeButtonLabel="Dismiss" onClose={onClose}>
      {notice}
    </Alert>
  );
}
