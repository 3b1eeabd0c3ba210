import { planFolderImport } from '@mahir/shared/rules/authoring-form-import';
import { Button } from '@mantine/core';
import { IconFolderUp } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { desktopBridge } from '../../../lib/bridge';
import { filesFromInput, type PickedSource, pickFolderNative } from '../../../lib/pick-folder';
import { blankModule, type ChapterRow, rowKey } from '../course-form';

/** What an import adds: the chapters, and which picked file fills which module row. */
export interface FolderImportResult {
  chapters: ChapterRow[];
  uploads: { key: string; path: string; file: File }[];
}

/** Turns picked files into chapters (one per sub-folder) and modules (one per video) with their uploads. */
export function buildImport(sources: PickedSource[]): FolderImportResult {
  const byPath = new Map(sources.map((s) => [s.path, s]));
  const uploads: FolderImportResult['uploads'] = [];
  const chapters = planFolderImport(sources).map((plan) => ({
    key: rowKey(),
    hashslug: null,
    title: plan.title,
    quizs: [],
    release_week: '',
    modules: plan.modules.map((m) => {
      const row = { ...blankModule(m.title), transcode: 'none' };
      const source = byPath.get(m.path);
      if (source) uploads.push({ key: row.key, path: m.path, file: source.file });
      return row;
    }),
  }));
  return { chapters, uploads };
}

/** 'Import Folder': the native dialog in the desktop app, a folder input in a browser. */
export function FolderImport({
  onImport,
  disabled,
}: {
  onImport: (r: FolderImportResult) => void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { t } = useTranslation();
  const pick = async () => {
    if (desktopBridge()) {
      const sources = await pickFolderNative();
      if (sources) onImport(buildImport(sources));
      return;
    }
    input.current?.click();
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        aria-label={t('course.folderToImport')}
        {...{ webkitdirectory: '', directory: '' }}
        onChange={(e) => {
          const sources = filesFromInput(e.currentTarget.files);
          e.currentTarget.value = '';
          if (sources.length) onImport(buildImport(sources));
        }}
      />
      <Button
        variant="light"
        leftSection={<IconFolderUp size={16} />}
        onClick={() => void pick()}
        disabled={disabled}
      >
        {t('course.importFolder')}
      </Button>
    </>
  );
}
