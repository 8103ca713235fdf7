import { addGap, COUNTED_MESSAGES, gapMarkerIds, type FillGapContent } from '@quizmaker/question-types';
import { useId } from 'react';
import { AddButton, Group, IconButton, rowKeys, TextArea, TextInput } from '../common/controls.tsx';
import { describedBy, FieldErrors, Hint, LiveWarnings } from '../common/messages.tsx';
import { isBlank } from '../common/text.ts';
import { useQuestionTypesT } from '../i18n/index.ts';
import { listMessages, messagesUnder, otherMessages, uniqueMessages } from '../issues.ts';
import type { EditorProps } from '../types.ts';
import { withoutGapMarker } from './segments.ts';

/** Typing a ___N___ marker creates its gap (with an empty answer); gaps are never dropped while typing. */
export function withGapsForMarkers(content: FillGapContent): FillGapContent {
  const known = new Set(content.gaps.map((gap) => gap.id));
  const added = [...new Set(gapMarkerIds(content.text))].filter((id) => !known.has(id));
  return added.length === 0
    ? content
    : { ...content, gaps: [...content.gaps, ...added.map((id) => ({ id, answer: '' }))] };
}

/**
 * FILL_GAP authoring: the text with ___N___ markers and one answer per gap. 'Add Gap' appends the
 * next marker; removing a gap removes its marker too; 'N answer(s) missing' warns while typing.
 */
export function FillGapEditor({ content, onChange, errors, disabled }: EditorProps<FillGapContent>) {
  const t = useQuestionTypesT();
  const id = useId();
  const textErrors = uniqueMessages(messagesUnder(errors, ['text']), otherMessages(errors, ['text', 'gaps']));
  const missing = content.gaps.filter((gap) => isBlank(gap.answer)).length;
  const warnings = missing > 0 ? [COUNTED_MESSAGES.answersMissing(missing)] : [];
  const gapErrors = listMessages(errors, 'gaps', content.gaps.length).filter((message) => !warnings.includes(message));
  const keys = rowKeys(content.gaps.map((gap) => gap.id));

  const setAnswer = (index: number, answer: string) =>
    onChange({ ...content, gaps: content.gaps.map((gap, i) => (i === index ? { ...gap, answer } : gap)) });
  const removeGap = (index: number) => {
    const gap = content.gaps[index];
    if (gap === undefined) {
      return;
    }
    onChange({ text: withoutGapMarker(content.text, gap.id), gaps: content.gaps.filter((_, i) => i !== index) });
  };

  return (
    <div className="space-y-4">
      <div>
        <TextArea
          id={`${id}-text`}
          label={t('fillGap.text')}
          value={content.text}
          aria-required
          disabled={disabled}
          invalid={textErrors.length > 0}
          aria-describedby={describedBy(`${id}-text-hint`, textErrors.length > 0 && `${id}-text-errors`)}
          onChange={(event) => onChange(withGapsForMarkers({ ...content, text: event.target.value }))}
        />
        <Hint id={`${id}-text-hint`}>{t('fillGap.textHint')}</Hint>
        <FieldErrors id={`${id}-text-errors`} messages={textErrors} />
      </div>
      <Group
        legend={t('fillGap.gapsLegend')}
        describedBy={describedBy(`${id}-warnings`, gapErrors.length > 0 && `${id}-gap-errors`)}
        disabled={disabled}
      >
        {content.gaps.length > 0 ? (
          <ul className="space-y-2">
            {content.gaps.map((gap, index) => {
              const rowErrors = messagesUnder(errors, ['gaps', index]);
              const rowErrorsId = `${id}-gap-${index}-errors`;
              return (
                <li key={keys[index]}>
                  <div className="flex items-end gap-3">
                    <TextInput
                      id={`${id}-gap-${index}`}
                      className="flex-1"
                      label={t('fillGap.gapAnswer', { id: gap.id })}
                      value={gap.answer}
                      invalid={rowErrors.length > 0}
                      aria-describedby={describedBy(rowErrors.length > 0 && rowErrorsId)}
                      onChange={(event) => setAnswer(index, event.target.value)}
                    />
                    <IconButton
                      label={t('fillGap.removeGap', { id: gap.id })}
                      symbol="✕"
                      onClick={() => removeGap(index)}
                      disabled={disabled}
                    />
                  </div>
                  <FieldErrors id={rowErrorsId} messages={rowErrors} />
                </li>
              );
            })}
          </ul>
        ) : null}
        <FieldErrors id={`${id}-gap-errors`} messages={gapErrors} />
        <LiveWarnings id={`${id}-warnings`} messages={warnings} />
        <AddButton onClick={() => onChange(addGap(content))} disabled={disabled}>
          {t('fillGap.addGap')}
        </AddButton>
      </Group>
    </div>
  );
}
