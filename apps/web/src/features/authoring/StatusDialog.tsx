import type { QuizStatus, QuizStatusChange } from '@quizmaker/contracts';
import { useTranslation } from 'react-i18next';
import { screenMessage } from '../../api/errors.ts';
import { useSetQuizStatus } from '../../api/quiz-authoring.ts';
import { useMessage } from '../../i18n/messages.ts';
import { Alert, Badge, Button, Modal, useToast } from '../../ui/index.ts';
import { STATUS_TONES } from './QuizPreview.tsx';

const ACTIONS: Array<{
  status: QuizStatusChange;
  key: 'publish' | 'saveAsDraft' | 'archive';
  variant: 'success' | 'secondary' | 'danger';
}> = [
  { status: 'PUBLISHED', key: 'publish', variant: 'success' },
  { status: 'DRAFT', key: 'saveAsDraft', variant: 'secondary' },
  { status: 'ARCHIVED', key: 'archive', variant: 'danger' },
];

/**
 * 'Quiz Status Management': the current status, what each status means, and the moves offered
 * (Publish unless PUBLISHED, Save as Draft unless DRAFT, Archive unless ARCHIVED).
 */
export function StatusDialog({
  isOpen,
  onClose,
  quizId,
  status,
}: {
  isOpen: boolean;
  onClose: () => void;
  quizId: string;
  status: QuizStatus;
}) {
  const { t } = useTranslation();
  const msg = useMessage();
  const toast = useToast();
  const setStatus = useSetQuizStatus();
  const failures: Record<QuizStatusChange, string> = {
    PUBLISHED: t('authoring.statusDialog.publishFailed'),
    DRAFT: t('authoring.statusDialog.draftFailed'),
    ARCHIVED: t('authoring.statusDialog.archiveFailed'),
  };

  const change = (next: QuizStatusChange) =>
    setStatus.mutate(
      { id: quizId, status: next },
      {
        onSuccess: () => {
          toast.success(t('authoring.statusDialog.changed', { status: t(`authoring.status.${next}`) }));
          onClose();
        },
      },
    );

  const failedFor = setStatus.isError ? setStatus.variables.status : null;
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('authoring.statusDialog.title')} size="lg">
      <div className="space-y-4">
        <p className="flex items-center gap-2">
          {t('authoring.statusDialog.current')}{' '}
          <Badge tone={STATUS_TONES[status]}>{t(`authoring.status.${status}`)}</Badge>
        </p>
        {failedFor ? (
          <Alert type="error">{msg(screenMessage(setStatus.error, failures[failedFor]) ?? failures[failedFor])}</Alert>
        ) : null}
        <dl className="space-y-2 text-sm">
          {(['PUBLISHED', 'DRAFT', 'ARCHIVED'] as const).map((value) => (
            <div key={value} className="flex gap-2">
              <dt className="font-semibold">{t(`authoring.status.${value}`)}:</dt>
              <dd className="text-muted">{t(`authoring.statusDialog.meaning.${value}`)}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-2 border-t border-border pt-4">
          {ACTIONS.filter((action) => action.status !== status).map((action) => (
            <Button
              key={action.status}
              variant={action.variant}
              onClick={() => change(action.status)}
              loading={setStatus.isPending && setStatus.variables.status === action.status}
              disabled={setStatus.isPending}
            >
              {t(`authoring.statusDialog.${action.key}`)}
            </Button>
          ))}
        </div>
      </div>
    </Modal>
  );
}
