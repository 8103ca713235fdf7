import type { ComplianceResponse, ComplianceSafeContent } from '@quizmaker/question-types';
import { Group } from '../common/controls.tsx';
import { EmptyState } from '../common/messages.tsx';
import { TickTiles } from '../common/TickTiles.tsx';
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
      <TickTiles
        tiles={safeContent.statements.map((statement) => ({
          value: statement.id,
          checked: selected.has(statement.id),
          text: statement.text,
        }))}
        type="checkbox"
        onToggle={toggle}
        disabled={disabled}
        align="start"
      />
    </Group>
  );
}
