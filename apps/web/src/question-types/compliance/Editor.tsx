import { COUNTED_MESSAGES, nextNumericId, type ComplianceContent } from '@quizmaker/question-types';
import { useId } from 'react';
import { AddButton, Group, IconButton, rowKeys, TextInput, tickClasses } from '../common/controls.tsx';
import { describedBy, FieldErrors, Hint, LiveWarnings } from '../common/messages.tsx';
import { isBlank } from '../common/text.ts';
import { useQuestionTypesT } from '../i18n/index.ts';
import { listMessages, messagesUnder, otherMessages, uniqueMessages } from '../issues.ts';
import type { EditorProps } from '../types.ts';

/** Spec 2: at least 2 statements; removing is disabled at the minimum. */
export const MIN_STATEMENTS = 2;

/** COMPLIANCE authoring: statements, each marked compliant or not; empty texts are counted as missing. */
export function ComplianceEditor({ content, onChange, errors, disabled }: EditorProps<ComplianceContent>) {
  const t = useQuestionTypesT();
  const id = useId();
  const missing = content.statements.filter((statement) => isBlank(statement.text)).length;
  const warnings = missing > 0 ? [COUNTED_MESSAGES.statementsMissing(missing)] : [];
  const listErrors = uniqueMessages(
    listMessages(errors, 'statements', content.statements.length),
    otherMessages(errors, ['statements']),
  ).filter((message) => !warnings.includes(message));
  const atMinimum = content.statements.length <= MIN_STATEMENTS;
  const keys = rowKeys(content.statements.map((statement) => statement.id));

  const update = (index: number, patch: Partial<ComplianceContent['statements'][number]>) =>
    onChange({
      ...content,
      statements: content.statements.map((statement, i) => (i === index ? { ...statement, ...patch } : statement)),
    });

  return (
    <Group
      legend={t('compliance.statementsLegend')}
      describedBy={describedBy(`${id}-warnings`, listErrors.length > 0 && `${id}-errors`)}
      disabled={disabled}
    >
      <ul className="space-y-2">
        {content.statements.map((statement, index) => {
          const number = index + 1;
          const rowErrors = messagesUnder(errors, ['statements', index]);
          const rowErrorsId = `${id}-statement-${index}-errors`;
          return (
            <li key={keys[index]}>
              <div className="flex items-center gap-3">
                <TextInput
                  id={`${id}-statement-${index}`}
                  className="flex-1"
                  label={t('compliance.statementText', { number })}
                  labelHidden
                  placeholder={t('compliance.statementText', { number })}
                  value={statement.text}
                  invalid={rowErrors.length > 0}
                  aria-describedby={describedBy(rowErrors.length > 0 && rowErrorsId)}
                  onChange={(event) => update(index, { text: event.target.value })}
                />
                <label className="inline-flex cursor-pointer items-center gap-2 text-sm whitespace-nowrap">
                  <input
                    type="checkbox"
                    className={tickClasses}
                    checked={statement.compliant}
                    aria-label={t('compliance.markCompliant', { number })}
                    onChange={(event) => update(index, { compliant: event.target.checked })}
                  />
                  <span aria-hidden="true">{t('compliance.compliant')}</span>
                </label>
                <IconButton
                  label={t('compliance.removeStatement', { number })}
                  symbol="✕"
                  onClick={() => onChange({ ...content, statements: content.statements.filter((_, i) => i !== index) })}
                  disabled={disabled || atMinimum}
                  describedBy={atMinimum ? `${id}-minimum` : undefined}
                />
              </div>
              <FieldErrors id={rowErrorsId} messages={rowErrors} />
            </li>
          );
        })}
      </ul>
      <FieldErrors id={`${id}-errors`} messages={listErrors} />
      <LiveWarnings id={`${id}-warnings`} messages={warnings} />
      <div className="flex flex-wrap items-center gap-3">
        <AddButton
          onClick={() =>
            onChange({
              ...content,
              statements: [
                ...content.statements,
                { id: nextNumericId(content.statements), text: '', compliant: false },
              ],
            })
          }
          disabled={disabled}
        >
          {t('compliance.addStatement')}
        </AddButton>
        {atMinimum ? <Hint id={`${id}-minimum`}>{t('compliance.minimum')}</Hint> : null}
      </div>
    </Group>
  );
}
