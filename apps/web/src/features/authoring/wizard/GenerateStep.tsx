import type { GenerationJob } from '@quizmaker/contracts';
import { useTranslation } from 'react-i18next';
import type { EstimateRequest } from '../../../api/generation.ts';
import { ProgressBar } from '../../../ui/index.ts';
import { EstimatePanel, GenerationProgressPanel, StartError } from '../../generation/index.ts';

/**
 * Step 3 of a generated quiz: before the start, what will be generated with its token estimate, the
 * start's failure and the upload's progress; once started, the job's progress panel.
 */
export function GenerateStep({
  method,
  quizTitle,
  estimate,
  startError,
  uploadProgress,
  jobId,
  onCompleted,
  onCancelled,
  onFailed,
  onRetry,
}: {
  method: 'text' | 'document';
  quizTitle: string;
  /** The estimate's body (text requests only: a document's cost is known after the upload). */
  estimate: EstimateRequest | null;
  startError: unknown;
  /** 0 to 1 while the document uploads. */
  uploadProgress: number | null;
  jobId: string | null;
  onCompleted: (job: GenerationJob) => void;
  onCancelled: () => void;
  onFailed: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (jobId !== null) {
    return (
      <GenerationProgressPanel
        jobId={jobId}
        onCompleted={onCompleted}
        onCancelled={onCancelled}
        onFailed={onFailed}
        onRetry={onRetry}
      />
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-muted">
        {t(method === 'text' ? 'authoring.wizard.readyText' : 'authoring.wizard.readyDocument', { title: quizTitle })}
      </p>
      <EstimatePanel body={estimate} note={t('authoring.wizard.estimateAfterUpload')} />
      <StartError error={startError} fallback={method === 'text' ? t('authoring.wizard.textFailed') : undefined} />
      {uploadProgress !== null ? (
        <ProgressBar value={uploadProgress * 100} label={t('authoring.wizard.uploading')} />
      ) : null}
    </div>
  );
}
