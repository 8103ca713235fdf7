import type { ComplianceResponse, ComplianceSafeContent } from '@quizmaker/question-types';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Group, tickClasses } from '../common/controls.tsx';
import { EmptyState } from '../common/messages.tsx';
import { useQuestionTypesT } from '../i18n/index.ts';
import type { PlayerProps } from '../types.ts';

/** COMPLIANCE answer: a checkbox per statement; the response is `{selectedStatementIds}` in statement order. */
export function CompliancePlayer({
  safeContent,
  response,
  onChange,
  disabled,
  labelledBy,
}: PlayerProps<ComplianceSafeContent, ComplianceResponse>) {
  const t = useQuestionTypesT();
  const id = useId();
  if (safeContent.statements.length === 0) {
    return <EmptyState>{t('empty.statements')}</EmptyState>;
  }
  const selected = new Set(response?.selectedStatementIds ?? []);
  const toggle = (statementId: number, checked: boolean) => {
    const next = new Set(selected);
    if (checked) {
      next.add(statementId);
    } else {
      next.delete(statementId);
    }
    onChange({
      selectedStatementIds: safeContent.statements.map((statement) => statement.id).filter((sid) => next.has(sid)),
    });
  };
  return (
    <Group legend={t('compliance.selectCompliant')} labelledBy={labelledBy} disabled={disabled}>
      <ul className="space-y-2">
        {safeContent.statements.map((statement, index) => {
          const inputId = `${id}-${index}`;
          const checked = selected.has(statement.id);
          return (
            <li key={inputId}>
              <label
                htmlFor={inputId}
                className={clsx(
                  'flex cursor-pointer items-start gap-3 rounded-lg border px-4 py-3 transition-colors',
                  checked
                    ? 'border-primary bg-primary-soft text-primary-soft-fg'
                    : 'border-border bg-surface hover:bg-surface-2',
                  disabled && 'cursor-not-allowed opacity-70',
                )}
              >
                <input
                  id={inputId}
                  type="checkbox"
                  className={clsx(tickClasses, 'mt-1')}
                  checked={checked}
                  disabled={disabled}
                  onChange={(event) => toggle(statement.id, event.target.checked)}
                />
                <span className="min-w-0 flex-1 break-words">{statement.text}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </Group>
  );
}
