import { describe, expect, it } from 'vitest';
import { analyseDocument } from '../analysis.ts';
import { causeQuestion, conditionQuestion, reasonQuestion } from './cause-questions.ts';
import type { SentenceInfo } from './statements.ts';
import { identityQuestion, subjectQuestion, whereQuestion, type SpanQuestion } from './wh-questions.ts';

/** The one sentence of a text, analysed as the generator reads it. */
function sentenceOf(text: string): SentenceInfo {
  const analysis = analyseDocument([{ index: 0, title: 'Notes', content: text, startPage: null, endPage: null }]);
  const [sentence] = analysis.sentences;
  if (!sentence) {
    throw new Error(`no sentence in ${text}`);
  }
  return sentence;
}

/** A text in which no capitalised word is a name ("Storms are ..." opens a sentence). */
const noName = () => false;

const asked = (question: SpanQuestion | null) => question && [question.kind, question.stem, question.answer];

describe('wh-questions whose answer is a short span of the sentence (issue 21)', () => {
  it('a superlative description is asked for what it identifies, and is no definition of its subject', () => {
    const text = 'Filtering is the cheapest method of cleaning rainwater: pour it through sand.';
    const analysis = analyseDocument([{ index: 0, title: 'Notes', content: text, startPage: null, endPage: null }]);
    expect(analysis.definitions).toEqual([]);
    expect(asked(identityQuestion(sentenceOf(text)))).toEqual([
      'identity',
      'What is the cheapest method of cleaning rainwater?',
      'Filtering',
    ]);
    expect(asked(identityQuestion(sentenceOf('Walking is one of the best ways to stay fit in old age.')))).toEqual([
      'identity',
      'What is one of the best ways to stay fit in old age?',
      'Walking',
    ]);
  });

  it('a place after the verb or after "at"/"to" is asked with "Where", the rest of the sentence left out', () => {
    expect(
      asked(whereQuestion(sentenceOf('The strongest storm of the decade reached Florida on June 3, 1998.'))),
    ).toEqual(['place', 'Where did the strongest storm of the decade reach?', 'Florida']);
    expect(asked(whereQuestion(sentenceOf('Work on the bridge started at Albany, New York, in the spring.')))).toEqual([
      'place',
      'Where did work on the bridge start?',
      'Albany, New York',
    ]);
    // A habit in the present tense has no one place.
    expect(whereQuestion(sentenceOf('Salmon return to Alaska every summer.'))).toBeNull();
  });

  it('"because", a purpose after a passive and "by" with a gerund become "Why ...?" and "How ...?"', () => {
    expect(
      asked(
        reasonQuestion(sentenceOf('Because the ice melted early, the rangers closed the lake to skaters in January.')),
      ),
    ).toEqual(['reason', 'Why did the rangers close the lake to skaters in January?', 'Because the ice melted early']);
    expect(asked(reasonQuestion(sentenceOf('The old harbour was deepened in 1880 to take larger ships.')))).toEqual([
      'reason',
      'Why was the old harbour deepened in 1880?',
      'To take larger ships',
    ]);
    expect(asked(reasonQuestion(sentenceOf('You can start a fire by striking flint against steel.')))).toEqual([
      'means',
      'How can you start a fire?',
      'By striking flint against steel',
    ]);
  });

  it('a condition opening the sentence is asked as "What happens ...?", an instruction as "What should you do ...?"', () => {
    expect(
      asked(conditionQuestion(sentenceOf('When the river freezes, the ferries stop and the mail comes by sled.'))),
    ).toEqual(['consequence', 'What happens when the river freezes?', 'The ferries stop and the mail comes by sled']);
    expect(asked(conditionQuestion(sentenceOf('If the milk smells sour, pour it away and wash the jug.')))).toEqual([
      'consequence',
      'What should you do if the milk smells sour?',
      'Pour it away and wash the jug',
    ]);
  });

  it('what does something is asked with "What", never of a person or of a subject the tagger misreads', () => {
    expect(asked(subjectQuestion(sentenceOf('Sea salt contains small amounts of iodine.'), noName))).toEqual([
      'subject',
      'What contains small amounts of iodine?',
      'Sea salt',
    ]);
    // A name after "called" is asked for, not what the instruments do (blind-s55 Q22: "What do seismographs record?" keyed
    // "Earthquakes", which ground motion or seismic waves answer as well).
    expect(
      [
        'Storms are measured by instruments called barometers.',
        'An earthquake is recorded by a device called a seismograph.',
        'Storms were measured by instruments called barometers.',
        // The code review of session 22: a kind's number by its article and lemma, the name without what follows it.
        'Glucose is made by a process called photosynthesis.',
        'Nitrogen is fixed by bacteria called rhizobia.',
        'Earthquakes are recorded by instruments called seismographs in Japan.',
        'Earthquakes are recorded by instruments called seismographs today.',
        'Earthquakes are recorded by instruments called “seismographs”.',
        'Books were written by monks called scribes.',
      ].map((text) => asked(subjectQuestion(sentenceOf(text), noName))),
    ).toEqual([
      ['identity', 'What are the instruments that measure storms called?', 'Barometers'],
      ['identity', 'What is the device that records an earthquake called?', 'Seismograph'],
      ['identity', 'What were the instruments that measured storms called?', 'Barometers'],
      ['identity', 'What is the process that makes glucose called?', 'Photosynthesis'],
      ['identity', 'What are the bacteria that fix nitrogen called?', 'Rhizobia'],
      null,
      ['identity', 'What are the instruments that record earthquakes called?', 'Seismographs'],
      null,
      // An irregular past ("written") keeps the active question.
      ['subject', 'What did scribes write?', 'Books'],
    ]);
    expect(asked(subjectQuestion(sentenceOf('The kit should also hold a torch and a whistle.'), noName))).toEqual([
      'subject',
      'What should hold a torch and a whistle?',
      'The kit',
    ]);
    expect(subjectQuestion(sentenceOf('Sea salt contains small amounts of iodine.'), noName)?.oneOfSeveral).toBe(true);
    expect(
      subjectQuestion(sentenceOf('Storms are measured by instruments called barometers.'), noName)?.oneOfSeveral,
    ).toBe(undefined);
    expect(subjectQuestion(sentenceOf('Sea water holds the most salt.'), noName)).toEqual({
      kind: 'subject',
      stem: 'What holds the most salt?',
      answer: 'Sea water',
      start: 0,
      end: 9,
    });
    expect(subjectQuestion(sentenceOf('The engineers had little formal training.'))).toBeNull();
    expect(subjectQuestion(sentenceOf('You can see the lake from the tower.'))).toBeNull();
  });

  it('a role the text fills and a colon that explains define nothing; a person noun before a noun names no one (the wrong-key audit of session 20)', () => {
    const definitionsOf = (text: string) =>
      analyseDocument([{ index: 0, title: 'Notes', content: text, startPage: null, endPage: null }]).definitions;
    // Before: "What is the company authenticator app called?" keyed "Approved method", and "What are an exception:
    // their passwords must be changed every 90 days called?" keyed "Administrator accounts".
    expect(definitionsOf('The approved method is the company authenticator app.')).toEqual([]);
    expect(
      definitionsOf('Administrator accounts are an exception: their passwords must be changed every 90 days.'),
    ).toEqual([]);
    expect(definitionsOf('A hypocenter is the place below the surface where an earthquake starts.')).toHaveLength(1);
    // Before: "What are true ribs?" keyed "The first seven pairs attach directly to the sternum and", among "the
    // stapes, one of three tiny bones in the middle ear" (what "The smallest bone" picks out, no kind defined).
    expect(
      definitionsOf(
        'The first seven pairs attach directly to the sternum and are called true ribs. The smallest bone is the stapes, one of three tiny bones in the middle ear.',
      ),
    ).toEqual([]);
    // Before: "Who is the largest of the world's 18 penguin species?" ("emperor" names people, "emperor penguin" not).
    expect(
      asked(identityQuestion(sentenceOf("The emperor penguin is the largest of the world's 18 penguin species."))),
    ).toEqual(['identity', "What is the largest of the world's 18 penguin species?", 'The emperor penguin']);
    // The code review: a sex before a trade names a person; a kind's own name, "the golden rule", the definitions of
    // "the scientific method" and "the First Amendment", and a definition before its colon stay.
    expect(
      asked(identityQuestion(sentenceOf('Elizabeth Blackwell was the first woman physician in America.')))?.[1],
    ).toBe('Who was the first woman physician in America?');
    expect(
      definitionsOf(
        'The scientific method is a systematic way of testing ideas through observation and experiment. The golden rule is a principle of treating others as you wish to be treated. The First Amendment is the part of the Constitution that protects free speech. Osmosis is the movement of water across a membrane: water moves from a dilute solution to a concentrated one.',
      ).map((definition) => [definition.term, definition.definition]),
    ).toEqual([
      ['scientific method', 'a systematic way of testing ideas through observation and experiment'],
      ['golden rule', 'a principle of treating others as you wish to be treated'],
      ['First Amendment', 'the part of the Constitution that protects free speech'],
      ['Osmosis', 'the movement of water across a membrane'],
    ]);
  });
});

describe("causes asked in the text's own words (issue 21, session 15)", () => {
  it('"led ... to", ", which made ... possible", "and caused", "can cause", "depends on" and ", so" give a question on the cause', () => {
    expect(
      asked(causeQuestion(sentenceOf('The failure of the harvest led many families to leave the valley.'))),
    ).toEqual(['cause', 'What led many families to leave the valley?', 'The failure of the harvest']);
    expect(
      asked(
        causeQuestion(
          sentenceOf(
            'The builders used a lighter steel frame that resisted wind, which made the long bridge possible.',
          ),
        ),
      ),
    ).toEqual(['cause', 'What made the long bridge possible?', 'A lighter steel frame that resisted wind']);
    expect(
      asked(
        causeQuestion(
          sentenceOf(
            'In Portugal, the Lisbon earthquake of 1755 destroyed most houses and caused a fire that lasted five days.',
          ),
          noName,
        ),
      ),
    ).toEqual(['cause', 'What caused a fire that lasted five days?', 'The Lisbon earthquake of 1755']);
    expect(asked(causeQuestion(sentenceOf('Heavy rain can cause floods in the valley.')))).toEqual([
      'cause',
      'What can cause floods in the valley?',
      'Heavy rain',
    ]);
    expect(
      asked(causeQuestion(sentenceOf('The speed of a glacier depends on the slope of the valley floor.'))),
    ).toEqual(['cause', 'What does the speed of a glacier depend on?', 'The slope of the valley floor']);
    expect(asked(causeQuestion(sentenceOf('Crop yields depend on the rain that falls in spring.')))).toEqual([
      'cause',
      'What do crop yields depend on?',
      'The rain that falls in spring',
    ]);
    expect(
      asked(causeQuestion(sentenceOf('The walls of the old mill are thick, so they stay cool in summer.'))),
    ).toEqual(['cause', 'Why do the walls of the old mill stay cool in summer?', 'Because they are thick']);
  });

  it('no question where the cause is a person, "which" may stand for the whole clause, "they" may stand for an object or for someone else, or "cause" is a noun', () => {
    // The code review of session 15 found each of the first seven asked: "What led to lower prices?" → "Tax on
    // salt", "Why are the engineers safe?", "What led the hikers ...?" → "Guide".
    for (const text of [
      'The government abolished the tax on salt, which led to lower prices.',
      'The tenant breached the lease, which led to the loss of the deposit.',
      'The engineers tested the new bridges, so they are safe.',
      'The monks copied the old books by hand, so they survived the war.',
      'The roads were icy, so they closed the pass.',
      'The guide led the hikers up the mountain to the summit.',
      'Washington led the army to victory at Yorktown.',
      'The walls of the old mill are thick, so it keeps the rooms cool in summer.',
      'The heavy stones are heavy, so they are.',
      'The road was icy, so the rangers closed the pass.',
      'The cause was taken up by the governor of the state.',
      'Many thought the plan impossible.',
    ]) {
      expect(causeQuestion(sentenceOf(text)), text).toBeNull();
    }
  });
});
