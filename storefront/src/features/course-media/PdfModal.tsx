import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A PDF to show: its (signed or public) URL and title. */
export interface PdfDocument {
  url: string;
  title: string;
}

/**
 * The ebook PDF modal, in the browser's own viewer. It is open while `doc` is set; Escape, the backdrop or the
 * close button clear `doc`, which removes the frame at once, so nothing stays loaded behind the page.
 */
export function PdfModal({ doc, onClose }: { doc: PdfDocument | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={doc !== null}
      onClose={onClose}
      title={doc?.title}
      size="xl"
      closeOnEscape
      closeOnClickOutside
      closeButtonProps={{ 'aria-label': t('media.close') }}
    >
      {doc && (
        <iframe
          src={`${doc.url}#toolbar=0`}
          title={doc.title}
          data-testid="pdf-frame"
          style={{ width: '100%', height: '70vh', border: 0, borderRadius: 8, background: '#f1f3f5' }}
        />
      )}
    </Modal>
  );
}
