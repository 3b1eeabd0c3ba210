import type { RouteDef } from '@mahir/shared/contract/route';
import type { UploadAnswer } from '@mahir/shared/contract/tutor-upload.contract';
import { type UploadState, uploadOutcome } from '@mahir/shared/rules/authoring-form-upload';
import { useCallback, useRef, useState } from 'react';
import { uploadToRoute } from './upload';

/** One field's upload: its state machine (idle, uploading with percent, accepted, rejected) and the start call. */
export function useUpload(
  route: RouteDef,
  options: {
    fields?: Record<string, string | number>;
    resumable?: boolean;
    onAccepted: (answer: UploadAnswer, file: File) => void;
    /** The stored url and file data are cleared when a file is rejected. */
    onRejected: () => void;
  },
) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const latest = useRef(options);
  latest.current = options;

  const start = useCallback(
    async (file: File) => {
      setState({ phase: 'uploading', percent: 0 });
      try {
        const answer = await uploadToRoute({
          route,
          file,
          fields: latest.current.fields,
          resumable: latest.current.resumable,
          onProgress: (percent) => setState({ phase: 'uploading', percent }),
        });
        const outcome = uploadOutcome(answer);
        setState(outcome);
        if (outcome.phase === 'accepted') latest.current.onAccepted(answer, file);
        else latest.current.onRejected();
      } catch (err) {
        setState({ phase: 'rejected', message: err instanceof Error ? err.message : 'Upload failed.' });
        latest.current.onRejected();
      }
    },
    [route],
  );

  return { state, start, reset: () => setState({ phase: 'idle' }) };
}
