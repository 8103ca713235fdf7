import type { MatchingResponse, MatchingSafeContent } from '@quizmaker/question-types';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { focusRing, Group, inputClasses } from '../common/controls.tsx';
import { EmptyState, Hint } from '../common/messages.tsx';
import { useQuestionTypesT } from '../i18n/index.ts';
import type { PlayerProps } from '../types.ts';

type Links = ReadonlyMap<number, number>;

/** The response for a set of links: `{matches}` for the linked left items, in left order. */
function responseFor(left: MatchingSafeContent['left'], links: Links): MatchingResponse {
  return {
    matches: left.flatMap((item) => {
      const rightId = links.get(item.id);
      return rightId === undefined ? [] : [{ leftId: item.id, rightId }];
    }),
  };
}

/** A number badge that pairs a left item with its right item by sight as well as by text. */
function PairBadge({ number, filled }: { number: number; filled: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full border text-xs font-bold',
        filled ? 'border-primary bg-primary text-primary-fg' : 'border-control text-muted',
      )}
    >
      {number}
    </span>
  );
}

const pickButtonClasses = (active: boolean, linked: boolean) =>
  clsx(
    'flex w-full min-w-0 items-center gap-3 rounded-lg border-2 px-3 py-2 text-left transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    active
      ? 'border-primary bg-primary-soft text-primary-soft-fg'
      : linked
        ? 'border-primary/60 bg-surface'
        : 'border-border bg-surface hover:bg-surface-2',
    focusRing,
  );

/**
 * MATCHING answer, two ways to the same response `{matches: [{leftId, rightId}]}` (left order):
 *  - by pointer (spec 3 section 4): click a left item to pick it (aria-pressed), then a right item
 *    to link them. Clicking a linked left or right item removes its link (the renderer where links
 *    can be undone, not the one that locks them); a linked left item is picked again at once, so
 *    a new right item re-links it. With a left item picked, a right item linked elsewhere moves to
 *    it. Linked items share a number badge and say "Matched with ..." in words.
 *  - by keyboard: a labelled select per left item listing the right items (in the shuffled order
 *    received); a right item already chosen elsewhere says so. The buttons work with the keyboard
 *    too (Tab, Enter or Space).
 * Each pointer step is announced in a polite live region.
 */
export function MatchingPlayer({
  safeContent,
  response,
  onChange,
  disabled,
  labelledBy,
}: PlayerProps<MatchingSafeContent, MatchingResponse>) {
  const t = useQuestionTypesT();
  const id = useId();
  const [pickedLeftId, setPickedLeftId] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  if (safeContent.left.length === 0 || safeContent.right.length === 0) {
    return <EmptyState>{t('empty.pairs')}</EmptyState>;
  }
  const links: Links = new Map((response?.matches ?? []).map((match) => [match.leftId, match.rightId]));
  const leftText = new Map(safeContent.left.map((item) => [item.id, item.text]));
  const rightText = new Map(safeContent.right.map((item) => [item.id, item.text]));
  const leftNumber = new Map(safeContent.left.map((item, index) => [item.id, index + 1]));
  const picked = pickedLeftId !== null && leftText.has(pickedLeftId) ? pickedLeftId : null;
  const leftIdsLinkedTo = (rightId: number): number[] =>
    safeContent.left.filter((item) => links.get(item.id) === rightId).map((item) => item.id);

  const emit = (next: Links) => onChange(responseFor(safeContent.left, next));

  const link = (leftId: number, value: string) => {
    const next = new Map(links);
    if (value === '') {
      next.delete(leftId);
    } else {
      next.set(leftId, Number(value));
    }
    emit(next);
  };

  const clickLeft = (leftId: number) => {
    const text = leftText.get(leftId) ?? '';
    if (links.has(leftId)) {
      const next = new Map(links);
      next.delete(leftId);
      setPickedLeftId(leftId);
      setStatus(`${t('matching.announceUnlinked', { text })} ${t('matching.announcePicked', { text })}`);
      emit(next);
      return;
    }
    if (picked === leftId) {
      setPickedLeftId(null);
      setStatus(t('matching.announceUnpicked', { text }));
      return;
    }
    setPickedLeftId(leftId);
    setStatus(t('matching.announcePicked', { text }));
  };

  const clickRight = (rightId: number) => {
    const linkedLeftIds = leftIdsLinkedTo(rightId);
    if (picked !== null) {
      const next = new Map(links);
      for (const leftId of linkedLeftIds) {
        next.delete(leftId);
      }
      next.set(picked, rightId);
      setPickedLeftId(null);
      setStatus(
        t('matching.announceLinked', { left: leftText.get(picked) ?? '', right: rightText.get(rightId) ?? '' }),
      );
      emit(next);
      return;
    }
    if (linkedLeftIds.length > 0) {
      const next = new Map(links);
      for (const leftId of linkedLeftIds) {
        next.delete(leftId);
      }
      setStatus(
        linkedLeftIds.map((leftId) => t('matching.announceUnlinked', { text: leftText.get(leftId) ?? '' })).join(' '),
      );
      emit(next);
      return;
    }
    setStatus(t('matching.pickLeftFirst'));
  };

  return (
    <Group legend={t('matching.instructions')} labelledBy={labelledBy} describedBy={`${id}-hint`} disabled={disabled}>
      <Hint id={`${id}-hint`}>{t('matching.pickHint')}</Hint>
      <div className="grid gap-4 md:grid-cols-2">
        <div role="group" aria-labelledby={`${id}-left-heading`}>
          <p id={`${id}-left-heading`} className="mb-2 text-sm font-semibold">
            {t('matching.leftColumn')}
          </p>
          <ul className="space-y-3">
            {safeContent.left.map((left, index) => {
              const selectId = `${id}-${index}`;
              const current = links.get(left.id);
              const currentText = current === undefined ? undefined : (rightText.get(current) ?? `#${current}`);
              const isPicked = picked === left.id;
              const usedElsewhere = new Set(
                [...links].filter(([leftId]) => leftId !== left.id).map(([, rightId]) => rightId),
              );
              return (
                <li key={selectId} className="space-y-2">
                  <button
                    type="button"
                    data-left-id={left.id}
                    aria-pressed={isPicked}
                    aria-label={
                      currentText === undefined
                        ? left.text
                        : t('matching.linkedName', { text: left.text, match: currentText })
                    }
                    disabled={disabled}
                    className={pickButtonClasses(isPicked, currentText !== undefined)}
                    onClick={() => clickLeft(left.id)}
                  >
                    <PairBadge number={index + 1} filled={currentText !== undefined || isPicked} />
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium break-words">{left.text}</span>
                      {currentText !== undefined ? (
                        <span className="block text-sm text-muted">
                          {t('matching.matchedWith', { text: currentText })}
                        </span>
                      ) : isPicked ? (
                        <span className="block text-sm font-medium">{t('matching.pickedNote')}</span>
                      ) : null}
                    </span>
                  </button>
                  <select
                    id={selectId}
                    className={inputClasses(false)}
                    aria-label={t('matching.matchFor', { text: left.text })}
                    value={current === undefined ? '' : String(current)}
                    disabled={disabled}
                    onChange={(event) => link(left.id, event.target.value)}
                  >
                    <option value="">{t('matching.noMatch')}</option>
                    {safeContent.right.map((right) => (
                      <option key={right.id} value={String(right.id)}>
                        {usedElsewhere.has(right.id) ? t('matching.usedBy', { text: right.text }) : right.text}
                      </option>
                    ))}
                  </select>
                </li>
              );
            })}
          </ul>
        </div>
        <div role="group" aria-labelledby={`${id}-right-heading`}>
          <p id={`${id}-right-heading`} className="mb-2 text-sm font-semibold">
            {t('matching.rightColumn')}
          </p>
          <ul className="space-y-3">
            {safeContent.right.map((right, index) => {
              const linkedLeftIds = leftIdsLinkedTo(right.id);
              const matchText = linkedLeftIds.map((leftId) => leftText.get(leftId) ?? `#${leftId}`).join(', ');
              const linked = linkedLeftIds.length > 0;
              return (
                <li key={`${right.id}-${index}`}>
                  <button
                    type="button"
                    data-right-id={right.id}
                    aria-pressed={linked}
                    aria-label={linked ? t('matching.linkedName', { text: right.text, match: matchText }) : right.text}
                    disabled={disabled}
                    className={pickButtonClasses(false, linked)}
                    onClick={() => clickRight(right.id)}
                  >
                    <span className="flex shrink-0 gap-1">
                      {linked ? (
                        linkedLeftIds.map((leftId) => (
                          <PairBadge key={leftId} number={leftNumber.get(leftId) ?? 0} filled />
                        ))
                      ) : (
                        <span
                          aria-hidden="true"
                          className="inline-block h-6 w-6 rounded-full border border-dashed border-control"
                        />
                      )}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium break-words">{right.text}</span>
                      {linked ? (
                        <span className="block text-sm text-muted">
                          {t('matching.matchedWith', { text: matchText })}
                        </span>
                      ) : null}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <p aria-live="polite" className="min-h-5 text-sm text-muted">
        {status}
      </p>
    </Group>
  );
}
