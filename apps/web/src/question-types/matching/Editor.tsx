import { addMatchingPair, FIRST_RIGHT_ID, nextNumericId, type MatchingContent } from '@quizmaker/question-types';
import { useId } from 'react';
import { AddButton, Group, IconButton, rowKeys, TextInput } from '../common/controls.tsx';
import { describedBy, FieldErrors, Hint } from '../common/messages.tsx';
import { useQuestionTypesT } from '../i18n/index.ts';
import { listMessages, messagesUnder, otherMessages, uniqueMessages } from '../issues.ts';
import type { EditorProps } from '../types.ts';

/** Spec 2: at least 2 pairs; removing is disabled at the minimum. */
export const MIN_PAIRS = 2;

/** Sets the text of the right item with `rightId`, creating it when (invalid) content lacks it. */
function withRightText(content: MatchingContent, rightId: number, text: string): MatchingContent {
  const exists = content.right.some((item) => item.id === rightId);
  return {
    ...content,
    right: exists
      ? content.right.map((item) => (item.id === rightId ? { ...item, text } : item))
      : [...content.right, { id: rightId, text }],
  };
}

/** Removes pair `index`: its left item, and its right item unless another left item still points at it. */
export function removeMatchingPair(content: MatchingContent, index: number): MatchingContent {
  const removed = content.left[index];
  if (removed === undefined) {
    return content;
  }
  const left = content.left.filter((_, i) => i !== index);
  const stillUsed = left.some((item) => item.matchId === removed.matchId);
  return { left, right: stillUsed ? content.right : content.right.filter((item) => item.id !== removed.matchId) };
}

/**
 * MATCHING authoring: pairs of a left item and the right item it matches (new pairs take the next
 * ids, right ids from 10), plus optional extra right items that match nothing (distractors).
 */
export function MatchingEditor({ content, onChange, errors, disabled }: EditorProps<MatchingContent>) {
  const t = useQuestionTypesT();
  const id = useId();
  const rightIndex = new Map(content.right.map((item, index) => [item.id, index]));
  const matched = new Set(content.left.map((item) => item.matchId));
  const distractors = content.right.map((item, index) => ({ item, index })).filter(({ item }) => !matched.has(item.id));
  const atMinimum = content.left.length <= MIN_PAIRS;
  const pairErrors = uniqueMessages(
    listMessages(errors, 'left', content.left.length),
    listMessages(errors, 'right', content.right.length),
    otherMessages(errors, ['left', 'right']),
  );
  const leftKeys = rowKeys(content.left.map((item) => item.id));
  const rightErrorsOf = (rightId: number): string[] => {
    const index = rightIndex.get(rightId);
    return index === undefined ? [] : messagesUnder(errors, ['right', index]);
  };

  return (
    <div className="space-y-4">
      <Group
        legend={t('matching.pairsLegend')}
        describedBy={describedBy(`${id}-hint`, pairErrors.length > 0 && `${id}-errors`)}
        disabled={disabled}
      >
        <Hint id={`${id}-hint`}>{t('matching.pairsHint')}</Hint>
        <ul className="space-y-2">
          {content.left.map((left, index) => {
            const number = index + 1;
            const right = content.right.find((item) => item.id === left.matchId);
            const leftErrors = messagesUnder(errors, ['left', index]);
            const rightErrors = rightErrorsOf(left.matchId);
            const rowErrorsId = `${id}-pair-${index}-errors`;
            return (
              <li key={leftKeys[index]}>
                <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
                  <TextInput
                    id={`${id}-left-${index}`}
                    className="min-w-40 flex-1"
                    label={t('matching.leftText', { number })}
                    labelHidden
                    placeholder={t('matching.leftText', { number })}
                    value={left.text}
                    invalid={leftErrors.length > 0}
                    aria-describedby={describedBy(leftErrors.length > 0 && rowErrorsId)}
                    onChange={(event) =>
                      onChange({
                        ...content,
                        left: content.left.map((item, i) =>
                          i === index ? { ...item, text: event.target.value } : item,
                        ),
                      })
                    }
                  />
                  <span aria-hidden="true" className="text-muted">
                    →
                  </span>
                  <TextInput
                    id={`${id}-right-${index}`}
                    className="min-w-40 flex-1"
                    label={t('matching.rightText', { number })}
                    labelHidden
                    placeholder={t('matching.rightText', { number })}
                    value={right?.text ?? ''}
                    invalid={rightErrors.length > 0}
                    aria-describedby={describedBy(rightErrors.length > 0 && rowErrorsId)}
                    onChange={(event) => onChange(withRightText(content, left.matchId, event.target.value))}
                  />
                  <IconButton
                    label={t('matching.removePair', { number })}
                    symbol="✕"
                    onClick={() => onChange(removeMatchingPair(content, index))}
                    disabled={disabled || atMinimum}
                    describedBy={atMinimum ? `${id}-minimum` : undefined}
                  />
                </div>
                <FieldErrors id={rowErrorsId} messages={uniqueMessages(leftErrors, rightErrors)} />
              </li>
            );
          })}
        </ul>
        <FieldErrors id={`${id}-errors`} messages={pairErrors} />
        <div className="flex flex-wrap items-center gap-3">
          <AddButton onClick={() => onChange(addMatchingPair(content))} disabled={disabled}>
            {t('matching.addPair')}
          </AddButton>
          {atMinimum ? <Hint id={`${id}-minimum`}>{t('matching.minimum')}</Hint> : null}
        </div>
      </Group>
      <Group legend={t('matching.distractorsLegend')} disabled={disabled}>
        {distractors.length > 0 ? (
          <ul className="space-y-2">
            {distractors.map(({ item, index }, position) => {
              const number = position + 1;
              const rowErrors = messagesUnder(errors, ['right', index]);
              return (
                <li key={`${item.id}-${index}`}>
                  <div className="flex items-center gap-2">
                    <TextInput
                      id={`${id}-distractor-${index}`}
                      className="flex-1"
                      label={t('matching.distractorText', { number })}
                      labelHidden
                      placeholder={t('matching.distractorText', { number })}
                      value={item.text}
                      invalid={rowErrors.length > 0}
                      aria-describedby={describedBy(rowErrors.length > 0 && `${id}-distractor-${index}-errors`)}
                      onChange={(event) =>
                        onChange({
                          ...content,
                          right: content.right.map((entry, i) =>
                            i === index ? { ...entry, text: event.target.value } : entry,
                          ),
                        })
                      }
                    />
                    <IconButton
                      label={t('matching.removeDistractor', { number })}
                      symbol="✕"
                      onClick={() => onChange({ ...content, right: content.right.filter((_, i) => i !== index) })}
                      disabled={disabled}
                    />
                  </div>
                  <FieldErrors id={`${id}-distractor-${index}-errors`} messages={rowErrors} />
                </li>
              );
            })}
          </ul>
        ) : null}
        <AddButton
          onClick={() =>
            onChange({
              ...content,
              right: [...content.right, { id: nextNumericId(content.right, FIRST_RIGHT_ID), text: '' }],
            })
          }
          disabled={disabled}
        >
          {t('matching.addDistractor')}
        </AddButton>
      </Group>
    </div>
  );
}
