import type { AttemptQuestion } from '@quizmaker/contracts';
import { clsx } from 'clsx';
import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionPlayer, questionTypeLabel, useQuestionTypesT } from '../../question-types/index.ts';
import { Badge } from '../../ui/index.ts';
import { RichText } from '../../ui/rich-text.tsx';

/** One question of an attempt: number, type, text (sanitised HTML), hint and the type's answer widget. */
export function QuestionCard({
  question,
  label,
  response,
  onChange,
  disabled,
  headingRef,
  footer,
  status,
}: {
  question: AttemptQuestion;
  /** 'Question 3 of 9' or 'Question 3'. */
  label: string;
  response: unknown;
  onChange: (response: unknown) => void;
  disabled?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  footer?: ReactNode;
  status?: ReactNode;
}) {
  const { t } = useTranslation();
  const typesT = useQuestionTypesT();
  const textId = useId();
  return (
    <section
      aria-labelledby={`${textId}-label`}
      className={clsx('rounded-xl border border-border bg-surface p-5 shadow-sm')}
      id={`question-${question.position}`}
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2
          id={`${textId}-label`}
          ref={headingRef}
          tabIndex={-1}
          className="text-sm font-semibold tracking-wide text-muted uppercase outline-none"
        >
          {label}
        </h2>
        <Badge tone="neutral" size="sm">
          {questionTypeLabel(typesT, question.type)}
        </Badge>
        {status}
      </div>
      <RichText html={question.questionText} id={textId} className="mb-4 text-lg font-medium" />
      {question.hint && question.type !== 'OPEN' ? (
        <details className="mb-4 text-sm">
          <summary className="cursor-pointer font-medium text-link">{t('attempts.take.hint')}</summary>
          <p className="mt-1 text-muted">{question.hint}</p>
        </details>
      ) : null}
      <QuestionPlayer
        type={question.type}
        safeContent={question.safeContent}
        response={response ?? null}
        onChange={onChange}
        disabled={disabled}
        hint={question.hint}
        labelledBy={textId}
      />
      {footer ? <div className="mt-5">{footer}</div> : null}
    </section>
  );
}
