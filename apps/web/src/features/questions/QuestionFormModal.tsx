import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/index.ts';
import { QuestionForm, type QuestionFormProps } from './QuestionForm.tsx';

/** The question form in a 2xl modal titled 'Create New Question' or 'Edit Question'. */
export function QuestionFormModal({
  isOpen,
  onClose,
  ...form
}: Omit<QuestionFormProps, 'variant' | 'onCancel'> & { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      size="2xl"
      closeOnBackdrop={false}
      title={form.questionId ? t('questions.form.editHeading') : t('questions.form.createHeading')}
    >
      <QuestionForm {...form} variant="modal" onCancel={onClose} />
    </Modal>
  );
}
