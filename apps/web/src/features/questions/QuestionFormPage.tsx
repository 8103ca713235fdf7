import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title.ts';
import { QuestionForm } from './QuestionForm.tsx';

/**
 * The full-page question form: /questions/new, /questions/{questionId}/edit, and the same under
 * /quizzes/{quizId}/questions/... After save or cancel it goes to the quiz's Questions tab when a
 * quiz id is known (route parameter or ?quizId=), otherwise to /questions (spec 2 section 2).
 */
export default function QuestionFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const quizId = params.quizId ?? search.get('quizId') ?? undefined;
  const questionId = params.questionId;
  usePageTitle(questionId ? t('questions.form.editHeading') : t('questions.form.createHeading'));
  const leave = () =>
    void navigate(quizId ? `/quizzes/${encodeURIComponent(quizId)}/edit?tab=questions` : '/questions');
  return (
    <div className="mx-auto max-w-3xl rounded-xl border border-border bg-surface p-6 shadow-sm">
      <QuestionForm
        key={questionId ?? 'new'}
        questionId={questionId}
        quizId={quizId}
        variant="page"
        onCancel={leave}
        onSaved={(_, keepOpen) => {
          if (!keepOpen) {
            leave();
          }
        }}
      />
    </div>
  );
}
