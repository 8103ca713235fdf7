import { CHUNK_SIZE_LIMITS, type ChunkingStrategy, type Document } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentConfigQuery, useUploadDocument } from '../../api/documents.ts';
import { screenMessage } from '../../api/errors.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { Alert, Button, ButtonLink, NumberInput, PageHeader, ProgressBar, SelectField } from '../../ui/index.ts';
import { useMessage } from '../../i18n/messages.ts';
import { FileDropZone } from '../generation/index.ts';
import {
  formatBytes,
  UPLOAD_EXTENSIONS,
  UPLOAD_SCREEN_MAX_BYTES,
  uploadIssue,
  uploadMessages,
} from './document-display.ts';
import { GenerateQuizModal } from './GenerateQuizModal.tsx';

/**
 * /documents/upload: a file by drag and drop or the chooser, checked before sending (config loaded,
 * type, 130 MB), chunking strategy and max chunk size (100-10000, default 1000), real upload
 * progress to 100 %, then the Generate Quiz modal for the new document.
 */
export default function UploadDocumentPage() {
  const { t } = useTranslation();
  const msg = useMessage();
  usePageTitle(t('documents.upload.title'));
  const config = useQuery(documentConfigQuery());
  const upload = useUploadDocument();
  const [file, setFile] = useState<File | null>(null);
  const [issue, setIssue] = useState<string | null>(null);
  const [strategy, setStrategy] = useState<ChunkingStrategy | null>(null);
  const [size, setSize] = useState<number | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<Document | null>(null);
  const [generateOpen, setGenerateOpen] = useState(false);

  const limits = config.data
    ? { min: config.data.minChunkSize, max: config.data.maxChunkSize }
    : CHUNK_SIZE_LIMITS.document;
  const chosenStrategy = strategy ?? config.data?.defaultStrategy ?? 'AUTO';
  const chosenSize = size ?? config.data?.defaultMaxChunkSize ?? CHUNK_SIZE_LIMITS.document.default;

  const choose = (next: File) => {
    const problem = uploadIssue(next, config.isSuccess);
    setIssue(problem);
    setFile(problem ? null : next);
    setUploaded(null);
    upload.reset();
  };

  const send = () => {
    if (!file) {
      return;
    }
    const problem = uploadIssue(file, config.isSuccess);
    if (problem) {
      setIssue(problem);
      return;
    }
    setProgress(0);
    upload.mutate(
      { file, chunkingStrategy: chosenStrategy, maxChunkSize: chosenSize, onProgress: setProgress },
      {
        onSuccess: (document) => {
          setProgress(1);
          setUploaded(document);
          setFile(null);
          setGenerateOpen(true);
        },
        onError: () => setProgress(null),
      },
    );
  };

  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <>
      <PageHeader
        title={t('documents.upload.title')}
        description={t('documents.upload.subtitle')}
        actions={
          <ButtonLink variant="secondary" to="/documents">
            {t('documents.upload.back')}
          </ButtonLink>
        }
      />
      <div className="space-y-5 rounded-xl border border-border bg-surface p-5 shadow-sm">
        {config.isError ? <Alert type="error">{msg(uploadMessages.configMissing)}</Alert> : null}
        <FileDropZone
          accept={UPLOAD_EXTENSIONS.join(',')}
          file={file}
          onFile={choose}
          disabled={upload.isPending}
          hint={t('documents.upload.hint', { size: formatBytes(UPLOAD_SCREEN_MAX_BYTES) })}
          error={issue ? msg(issue) : null}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('generation.form.chunking')}
            value={chosenStrategy}
            disabled={upload.isPending}
            onChange={(event) => setStrategy(event.target.value as ChunkingStrategy)}
            options={(config.data?.strategies ?? ['AUTO']).map((value) => ({
              value,
              label: t(`generation.chunking.${value}`),
            }))}
          />
          <NumberInput
            label={t('generation.form.maxChunkSize')}
            hint={t('documents.upload.chunkHint', { min: limits.min, max: limits.max })}
            min={limits.min}
            max={limits.max}
            step={100}
            value={chosenSize}
            isDisabled={upload.isPending}
            onChange={(value) => setSize(value ?? CHUNK_SIZE_LIMITS.document.default)}
          />
        </div>
        {percent !== null ? (
          <div>
            <div className="mb-1 flex justify-between text-sm">
              <span>{percent < 100 ? t('documents.upload.uploading') : t('documents.upload.uploaded')}</span>
              <span className="font-semibold">{percent}%</span>
            </div>
            <ProgressBar value={percent} label={t('documents.upload.progress')} />
          </div>
        ) : null}
        {upload.isError ? (
          <Alert type="error">{msg(screenMessage(upload.error, 'Upload failed') ?? 'Upload failed')}</Alert>
        ) : null}
        {uploaded ? (
          <Alert type="success">
            {t('documents.upload.done', { title: uploaded.title })}{' '}
            <ButtonLink size="sm" variant="secondary" to={`/documents/${uploaded.id}`}>
              {t('documents.upload.view')}
            </ButtonLink>{' '}
            <Button size="sm" onClick={() => setGenerateOpen(true)}>
              {t('documents.list.generate')}
            </Button>
          </Alert>
        ) : null}
        <div className="flex justify-end border-t border-border pt-4">
          <Button onClick={send} disabled={!file || upload.isPending || !config.isSuccess} loading={upload.isPending}>
            {t('documents.upload.submit')}
          </Button>
        </div>
      </div>
      {uploaded ? (
        <GenerateQuizModal
          isOpen={generateOpen}
          onClose={() => setGenerateOpen(false)}
          documentId={uploaded.id}
          defaultTitle={uploaded.title}
        />
      ) : null}
    </>
  );
}
