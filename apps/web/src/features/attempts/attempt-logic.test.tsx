import type { AttemptQuestion } from '@quizmaker/contracts';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changedAnswers } from './AllAtOnce.tsx';
import { checkBatch, finalResponse, isAnswered } from './answers.ts';
import { AttemptTimer } from './AttemptTimer.tsx';
import { chosenMode, defaultMode, isModeAvailable } from './modes.ts';
import { formatClock, timerLevel, useCountdown } from './timer.ts';
import { passTime } from '../../test-support/timers.ts';

const question = (id: string, type: AttemptQuestion['type'], safeContent: unknown = {}): AttemptQuestion => ({
  id,
  position: 1,
  type,
  questionText: id,
  difficulty: 'EASY',
  hint: null,
  attachmentUrl: null,
  safeContent,
});

describe('modes (spec 3 section 2, decision 11)', () => {
  const untimed = { timerEnabled: false, timerDuration: 30 };
  const timed = { timerEnabled: true, timerDuration: 10 };

  it('offers Timed only with the timer, One by One only without it, All at Once always', () => {
    expect([
      isModeAvailable('ONE_BY_ONE', untimed),
      isModeAvailable('ALL_AT_ONCE', untimed),
      isModeAvailable('TIMED', untimed),
    ]).toEqual([true, true, false]);
    expect([
      isModeAvailable('ONE_BY_ONE', timed),
      isModeAvailable('ALL_AT_ONCE', timed),
      isModeAvailable('TIMED', timed),
    ]).toEqual([false, true, true]);
    expect(isModeAvailable('TIMED', { timerEnabled: true, timerDuration: 0 })).toBe(false);
  });

  it('defaults to One by One, or Timed for a quiz with the timer, and takes the URL mode only when allowed', () => {
    expect(defaultMode(untimed)).toBe('ONE_BY_ONE');
    expect(defaultMode(timed)).toBe('TIMED');
    expect(chosenMode('ALL_AT_ONCE', timed)).toBe('ALL_AT_ONCE');
    expect(chosenMode('ONE_BY_ONE', timed)).toBe('TIMED');
    expect(chosenMode('bogus', untimed)).toBe('ONE_BY_ONE');
  });
});

describe('answers', () => {
  it('follows each type’s Submit rule', () => {
    expect(isAnswered('MCQ_SINGLE', { selectedOptionId: 'b' })).toBe(true);
    expect(isAnswered('MCQ_SINGLE', { selectedOptionId: '' })).toBe(false);
    expect(isAnswered('MCQ_MULTI', { selectedOptionIds: [] })).toBe(false);
    expect(isAnswered('TRUE_FALSE', { answer: false })).toBe(true);
    expect(isAnswered('OPEN', { answer: '   ' })).toBe(false);
    expect(isAnswered('FILL_GAP', { answers: [{ gapId: 1, answer: ' x ' }] })).toBe(true);
    expect(isAnswered('COMPLIANCE', { selectedStatementIds: [2] })).toBe(true);
    expect(isAnswered('ORDERING', { orderedItemIds: [2, 1] })).toBe(true);
    expect(isAnswered('HOTSPOT', null)).toBe(false);
    expect(isAnswered('MATCHING', { matches: [{ leftId: 1, rightId: 10 }] })).toBe(true);
    expect(isAnswered('ESSAY', { answer: 'x' })).toBe(false);
  });

  it('trims fill-gap answers as they are sent', () => {
    expect(finalResponse('FILL_GAP', { answers: [{ gapId: 1, answer: ' Oxygen ' }] })).toEqual({
      answers: [{ gapId: 1, answer: 'Oxygen' }],
    });
  });

  it('sorts a batch into answered, unanswered and touched-but-empty, and sends only what changed', () => {
    const questions = [
      question('a', 'OPEN'),
      question('b', 'TRUE_FALSE'),
      question('c', 'MCQ_SINGLE', { options: [{ id: 'a', text: 'A' }] }),
    ];
    const responses = { a: { answer: '' }, b: { answer: true }, c: { selectedOptionId: 'a' } };
    const check = checkBatch(questions, responses);
    expect(check.answered.map((item) => item.id)).toEqual(['b', 'c']);
    expect(check.unanswered.map((item) => item.id)).toEqual(['a']);
    expect(check.empty.map((item) => item.id)).toEqual(['a']);
    expect(changedAnswers(questions, responses, { b: { answer: true } })).toEqual([
      { questionId: 'c', response: { selectedOptionId: 'a' } },
    ]);
    expect(changedAnswers(questions, responses, { b: true, c: 'a' })).toEqual([]);
  });
});

describe('timer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is in warning at 5 minutes or less and critical at 1 minute or less', () => {
    expect([timerLevel(301), timerLevel(300), timerLevel(61), timerLevel(60), timerLevel(0)]).toEqual([
      'normal',
      'warning',
      'warning',
      'critical',
      'critical',
    ]);
    expect([formatClock(600), formatClock(59), formatClock(3725), formatClock(-3)]).toEqual([
      '10:00',
      '0:59',
      '1:02:05',
      '0:00',
    ]);
  });

  it('announces the warning and the critical state once each, politely', () => {
    const { rerender, container } = render(<AttemptTimer remaining={302} paused={false} />);
    const live = container.querySelector('[aria-live="polite"]');
    expect(screen.getByRole('timer')).toHaveTextContent('5:02');
    expect(live).toHaveTextContent('');
    rerender(<AttemptTimer remaining={300} paused={false} />);
    expect(live).toHaveTextContent('5 minutes remaining');
    expect(container.firstChild).toHaveAttribute('data-level', 'warning');
    rerender(<AttemptTimer remaining={120} paused={false} />);
    expect(live).toHaveTextContent('5 minutes remaining');
    rerender(<AttemptTimer remaining={60} paused={false} />);
    expect(live).toHaveTextContent('1 minute remaining');
    expect(container.firstChild).toHaveAttribute('data-level', 'critical');
  });

  it('counts down each second from the server’s remaining time, stops while paused, and expires once', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance'] });
    const onExpire = vi.fn();
    function Probe({ running }: { running: boolean }) {
      const [receivedAt] = useState(() => performance.now());
      const remaining = useCountdown(3, receivedAt, running, onExpire);
      return <p>{remaining}</p>;
    }
    const { rerender } = render(<Probe running />);
    expect(screen.getByText('3')).toBeInTheDocument();
    passTime(1000);
    expect(screen.getByText('2')).toBeInTheDocument();
    passTime(2000);
    expect(screen.getByText('0')).toBeInTheDocument();
    expect(onExpire).toHaveBeenCalledTimes(1);
    passTime(5000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    rerender(<Probe running={false} />);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
