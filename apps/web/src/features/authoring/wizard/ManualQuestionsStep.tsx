import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { questionsByIdsQuery } from '../../../api/questions.ts';
import { Tabs } from '../../../ui/index.ts';
import type { QuizFormValues } from '../quiz-form.ts';
import { QuestionsTab } from '../QuestionsTab.tsx';
import { QuizPreview } from '../QuizPreview.tsx';

/** Step 3 of a manual quiz: the question list, and a preview of the quiz as it stands. */
export function ManualQuestionsStep({
  questionIds,
  onQuestionIdsChange,
  values,
  tab,
  onTabChange,
}: {
  questionIds: string[];
  onQuestionIdsChange: (questionIds: string[]) => void;
  /** The settings of step 2. */
  values: QuizFormValues;
  /** The open tab, kept by the wizard so that Back and Next return to it. */
  tab: string;
  onTabChange: (tab: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      label={t('authoring.wizard.manualTabs')}
      selectedKey={tab}
      onSelectionChange={onTabChange}
      items={[
        {
          id: 'questions',
          label: t('authoring.wizard.questionsTab', { count: questionIds.length }),
          content: <QuestionsTab questionIds={questionIds} onChange={onQuestionIdsChange} />,
        },
        {
          id: 'preview',
          label: t('authoring.editor.preview'),
          content: <WizardPreview values={values} questionIds={questionIds} />,
        },
      ]}
    />
  );
}

function WizardPreview({ values, questionIds }: { values: QuizFormValues; questionIds: string[] }) {
  const questions = useQuery({ ...questionsByIdsQuery(questionIds), enabled: questionIds.length > 0 });
  return (
    <QuizPreview values={values} status="DRAFT" questions={questionIds.length > 0 ? (questions.data ?? []) : []} />
  );
}
