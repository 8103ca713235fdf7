import { QUESTION_TYPES } from '@quizmaker/contracts';
import { describe, expect, it } from 'vitest';
import { getQuestionType } from './question-type-handle.ts';
import { questionTypeRegistry } from './registry.ts';
import { testShuffler } from './test-support/shufflers.ts';

function fixture<C>(valid: Readonly<Record<string, C>>, name: string): C {
  const found = valid[name];
  if (found === undefined) {
    throw new Error(`No fixture ${name}`);
  }
  return found;
}

describe('live play (issue 22)', () => {
  it('plays six types live and says why the other three cannot be', () => {
    const playable = QUESTION_TYPES.filter((type) => getQuestionType(type).live.playable);
    expect(playable).toEqual(['MCQ_SINGLE', 'MCQ_MULTI', 'TRUE_FALSE', 'OPEN', 'FILL_GAP', 'ORDERING']);
    expect(
      Object.fromEntries(
        QUESTION_TYPES.map((type) => getQuestionType(type).live).flatMap((live, index) =>
          live.playable ? [] : [[QUESTION_TYPES[index], live.reason]],
        ),
      ),
    ).toEqual({
      COMPLIANCE: 'Compliance statements take longer to read than a live countdown allows',
      HOTSPOT: 'Hotspot images are too small to click precisely on a phone',
      MATCHING: 'Matching two columns does not fit a phone screen in a live countdown',
    });
  });

  it('shuffles choice options only when the host asks, always with the same order for the same shuffler', () => {
    const content = fixture(questionTypeRegistry.MCQ_MULTI.fixtures.valid, 'primeNumbers');
    const handle = getQuestionType('MCQ_MULTI');
    const authored = content.options.map(({ id, text }) => ({ id, text }));
    expect(handle.liveSafeContent(content, testShuffler('room'), false)).toEqual({ options: authored });
    const orders = ['a', 'b', 'c', 'd', 'e', 'f'].map(
      (name) => (handle.liveSafeContent(content, testShuffler(name), true) as { options: typeof authored }).options,
    );
    for (const order of orders) {
      expect([...order].sort((x, y) => x.id.localeCompare(y.id))).toEqual(authored);
    }
    expect(new Set(orders.map((order) => order.map((option) => option.id).join(''))).size).toBeGreaterThan(1);
    expect(handle.liveSafeContent(content, testShuffler('a'), true)).toEqual({ options: orders[0] });
  });

  it('names the options a response picks, for the count per option at the reveal, where the type has options', () => {
    expect(getQuestionType('MCQ_SINGLE').liveOptionsChosen('b')).toEqual(['b']);
    expect(getQuestionType('MCQ_MULTI').liveOptionsChosen({ selectedOptionIds: ['a', 'c'] })).toEqual(['a', 'c']);
    expect(getQuestionType('TRUE_FALSE').liveOptionsChosen(false)).toEqual(['false']);
    expect(getQuestionType('OPEN').liveOptionsChosen({ answer: 'Rome' })).toBeNull();
    expect(getQuestionType('MCQ_SINGLE').liveOptionsChosen({ nonsense: 1 })).toBeNull();
  });

  it('keeps the safe view of types without options to shuffle (ORDERING stays shuffled: its order is the answer)', () => {
    const ordering = fixture(questionTypeRegistry.ORDERING.fixtures.valid, 'planetsFromSun');
    const shuffler = testShuffler('room');
    expect(getQuestionType('ORDERING').liveSafeContent(ordering, shuffler, false)).toEqual(
      questionTypeRegistry.ORDERING.toSafeContent(ordering, shuffler),
    );
    expect(getQuestionType('TRUE_FALSE').liveSafeContent({ answer: true }, shuffler, true)).toEqual({});
  });
});
