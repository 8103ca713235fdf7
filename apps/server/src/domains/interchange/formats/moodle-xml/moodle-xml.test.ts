import { contentFromInterchange, INTERCHANGE_NOTES, INTERCHANGE_REASONS } from '@quizmaker/question-types';
import { describe, expect, it } from 'vitest';
import {
  exportSettings,
  importedQuestion,
  nativeQuestion,
  neutralQuestion,
  refusalOf,
  unchangedQuestion,
} from '../../test-support/formats.ts';
import { importedMediaRef, type ExportMedia } from '../format.ts';
import { detectFormat } from '../index.ts';
import { CLOZE_MESSAGES } from './cloze.ts';
import { MOODLE_XML_NOTES, MOODLE_XML_REASONS } from './messages.ts';
import { parseMoodleXml } from './parse.ts';
import { writeMoodleXml } from './write.ts';
import { countMoodleXmlQuestions, MOODLE_XML_MESSAGES, XML_STRUCTURE_REASONS } from './xml.ts';
import { PNG_200X100_BASE64 } from '../../test-support/moodle-xml.ts';

const quiz = (questions: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${questions}\n</quiz>\n`;

/** A question element as Moodle writes one: name, HTML question text, then the type's own elements. */
const question = (type: string, text: string, inner: string) =>
  `<question type="${type}"><name><text>${type} question</text></name><questiontext format="html"><text><![CDATA[${text}]]></text></questiontext><generalfeedback format="html"><text></text></generalfeedback><defaultgrade>1.0000000</defaultgrade><penalty>0.3333333</penalty><hidden>0</hidden>${inner}</question>`;

const answer = (fraction: number, text: string, feedback = '') =>
  `<answer fraction="${fraction}" format="html"><text><![CDATA[<p>${text}</p>]]></text><feedback format="html"><text>${feedback}</text></feedback></answer>`;

/** The only question of a file of one. */
const only = (xml: string) => neutralQuestion(parseMoodleXml(quiz(xml)).questions[0]);

/** The type and content our types make of the file's only question. */
const typed = (xml: string) => contentFromInterchange(only(xml).body);

const malformed = (text: string) => refusalOf(() => parseMoodleXml(text));

describe('Moodle XML: reading', () => {
  it('is detected by its <quiz> root after the declaration and comments, before GIFT', () => {
    const xml = `\uFEFF<?xml version="1.0"?>\n<!-- exported {from} Moodle ANSWER: A -->\n${quiz(question('truefalse', 'Sky is blue {x}', answer(100, 'true')))}`;
    expect(detectFormat(Buffer.from(xml), xml)).toBe('moodle-xml');
    expect(detectFormat(Buffer.from('<quizzes/>'), '<quizzes/>')).toBeNull();
  });

  it('counts questions linearly without categories', () => {
    const xml = quiz(
      `<question type="category"><category><text>$course$/top/A</text></category></question>${question('essay', 'a', '')}${question('essay', 'b', '')}`,
    );
    expect(countMoodleXmlQuestions(xml)).toBe(2);
    // However the start tag is spaced, and never <questiontext>.
    expect(
      countMoodleXmlQuestions(quiz('<question\ntype="essay"/><question\ttype=\'category\'/><question>x</question>')),
    ).toBe(2);
  });

  it('multichoice single: a one-answer choice; HTML answers converted; per-answer feedback dropped with a note', () => {
    const parsed = only(
      question(
        'multichoice',
        '<p>Capital of <b>France</b>?</p>',
        `<single>true</single><shuffleanswers>true</shuffleanswers><answernumbering>abc</answernumbering>${answer(100, 'Paris', 'Yes')}${answer(0, 'Lyon')}`,
      ),
    );
    expect(parsed).toMatchObject({
      title: 'multichoice question',
      text: 'Capital of France?',
      body: {
        kind: 'choice',
        multipleAnswers: false,
        options: [
          { text: 'Paris', weight: 100 },
          { text: 'Lyon', weight: 0 },
        ],
      },
      notes: [MOODLE_XML_NOTES.htmlToText, MOODLE_XML_NOTES.feedbackDropped(1)],
    });
    expect(contentFromInterchange(parsed.body)).toMatchObject({ type: 'MCQ_SINGLE' });
  });

  it('multichoice with <single>false</single>: multiple answers with the fractions as weights', () => {
    expect(
      typed(
        question(
          'multichoice',
          'Even?',
          `<single>false</single>${answer(50, '2')}${answer(-100, '3')}${answer(50, '4')}`,
        ),
      ),
    ).toEqual({
      type: 'MCQ_MULTI',
      content: {
        options: [
          { id: 'a', text: '2', correct: true },
          { id: 'b', text: '3', correct: false },
          { id: 'c', text: '4', correct: true },
        ],
      },
      notes: [],
    });
  });

  it('truefalse, shortanswer (other answers noted), numerical (tolerance and units noted, * dropped)', () => {
    expect(typed(question('truefalse', 'Is it?', `${answer(0, 'true')}${answer(100, 'false')}`))).toEqual({
      type: 'TRUE_FALSE',
      content: { answer: false },
      notes: [],
    });
    expect(
      typed(question('shortanswer', 'Name it', `<usecase>0</usecase>${answer(100, 'Berlin')}${answer(100, 'berlin')}`)),
    ).toEqual({
      type: 'OPEN',
      content: { answer: 'Berlin' },
      notes: [INTERCHANGE_NOTES.otherAnswersDropped('"berlin"')],
    });
    const numerical = only(
      question(
        'numerical',
        '2+2?',
        `<answer fraction="100"><text>4</text><tolerance>0.5</tolerance></answer><answer fraction="0"><text>*</text><tolerance>0</tolerance></answer><units><unit><multiplier>1</multiplier><unit_name>m</unit_name></unit></units>`,
      ),
    );
    expect(numerical.body).toEqual({ kind: 'numerical', answers: [{ value: 4, tolerance: 0.5, weight: 100 }] });
    expect(numerical.notes).toEqual([MOODLE_XML_NOTES.anyAnswerDropped, MOODLE_XML_NOTES.unitsDropped]);
  });

  it('essay and description are read, and skipped by our types with the reason', () => {
    const file = parseMoodleXml(
      quiz(
        `${question('essay', 'Discuss.', '<responseformat>editor</responseformat>')}${question('description', 'Read this.', '')}`,
      ),
    );
    expect(file.questions.map((parsed) => contentFromInterchange(neutralQuestion(parsed).body))).toEqual([
      { reason: INTERCHANGE_REASONS.essay },
      { reason: INTERCHANGE_REASONS.description },
    ]);
  });

  it('matching: subquestions are pairs, an empty one a distractor', () => {
    const sub = (left: string, right: string) =>
      `<subquestion format="html"><text><![CDATA[${left}]]></text><answer><text>${right}</text></answer></subquestion>`;
    expect(
      only(question('matching', 'Match', `${sub('<p>one</p>', '1')}${sub('two', '2')}${sub('', 'three')}`)).body,
    ).toEqual({
      kind: 'matching',
      pairs: [
        { left: 'one', right: '1' },
        { left: 'two', right: '2' },
      ],
      distractors: ['three'],
    });
  });

  it("ordering (qtype_ordering): items in the right order, whatever their 'fraction'", () => {
    expect(
      typed(
        question(
          'ordering',
          'Order them',
          `<layouttype>VERTICAL</layouttype><selecttype>ALL</selecttype><answer fraction="1" format="moodle_auto_format"><text>first</text></answer><answer fraction="2" format="moodle_auto_format"><text>second</text></answer><answer fraction="300" format="moodle_auto_format"><text>third</text></answer>`,
        ),
      ),
    ).toEqual({
      type: 'ORDERING',
      content: {
        items: [
          { id: 1, text: 'first' },
          { id: 2, text: 'second' },
          { id: 3, text: 'third' },
        ],
      },
      notes: [],
    });
  });

  it('gapselect: [[n]] markers become gaps offering their group; the question text shows blanks', () => {
    const option = (text: string, group: number) =>
      `<selectoption><text>${text}</text><group>${group}</group></selectoption>`;
    const parsed = only(
      question(
        'gapselect',
        '<p>The [[1]] sat on the [[2]].</p>',
        `${option('cat', 1)}${option('mat', 2)}${option('dog', 1)}${option('hat', 2)}`,
      ),
    );
    expect(parsed.text).toBe('The _____ sat on the _____.');
    expect(parsed.body).toEqual({
      kind: 'gapText',
      text: 'The ___1___ sat on the ___2___.',
      gaps: [
        {
          id: 1,
          answers: [
            { text: 'cat', weight: 100 },
            { text: 'dog', weight: 0 },
          ],
        },
        {
          id: 2,
          answers: [
            { text: 'mat', weight: 100 },
            { text: 'hat', weight: 0 },
          ],
        },
      ],
    });
    expect(contentFromInterchange(parsed.body)).toMatchObject({
      type: 'FILL_GAP',
      content: {
        text: 'The ___1___ sat on the ___2___.',
        gaps: [
          { id: 1, answer: 'cat' },
          { id: 2, answer: 'mat' },
        ],
      },
    });
  });

  it('multianswer (cloze): MULTICHOICE and SHORTANSWER subquestions become gaps; escapes read', () => {
    const parsed = only(
      question(
        'multianswer',
        '<p>{1:SHORTANSWER:=Berlin#right} is in {1:MULTICHOICE:%0%France~=Germany} \\{not a gap\\}</p>',
        '',
      ),
    );
    expect(parsed.body).toEqual({
      kind: 'gapText',
      text: '___1___ is in ___2___ \\{not a gap\\}',
      gaps: [
        { id: 1, answers: [{ text: 'Berlin', weight: 100 }] },
        {
          id: 2,
          answers: [
            { text: 'France', weight: 0 },
            { text: 'Germany', weight: 100 },
          ],
        },
      ],
    });
    expect(parsed.notes).toEqual([CLOZE_MESSAGES.feedbackDropped(1)]);
  });

  it('cloze subquestions a gap cannot hold, and ddimageortext, skip the question with the reason', () => {
    const file = parseMoodleXml(
      quiz(
        `${question('multianswer', '{1:MULTIRESPONSE:=a~=b}', '')}${question('multianswer', '{1:NUMERICAL:=3:0.5}', '')}${question('ddimageortext', 'Drop', '<drop><no>1</no><xleft>3</xleft><ytop>4</ytop><choice>1</choice></drop>')}${question('calculated', 'x', '')}`,
      ),
    );
    expect(file.questions.map((parsed) => ('unreadable' in parsed ? parsed.unreadable : null))).toEqual([
      CLOZE_MESSAGES.notGap('MULTIRESPONSE'),
      CLOZE_MESSAGES.tolerance('3:0.5'),
      MOODLE_XML_REASONS.dropZonesArePoints,
      MOODLE_XML_REASONS.unknownType('calculated'),
    ]);
  });

  it('stays linear on hostile texts (half a million characters of unclosed markers or tags, within the test timeout)', () => {
    const file = parseMoodleXml(
      quiz(
        `${question('multianswer', '{1:SA:'.repeat(100_000), '')}${question('multianswer', '{'.repeat(500_000), '')}${question('gapselect', '[['.repeat(250_000), '<selectoption><text>a</text><group>1</group></selectoption>')}${question('essay', `${'<p '.repeat(100_000)}>`, '')}`,
      ),
    );
    expect(file.questions.map((parsed) => ('unreadable' in parsed ? parsed.unreadable : null))).toEqual([
      CLOZE_MESSAGES.noGaps,
      CLOZE_MESSAGES.noGaps,
      MOODLE_XML_REASONS.noGaps,
      null,
    ]);
  });

  it('reads a numerical question of 50,000 answers in linear time (each tolerance read from its own answer)', () => {
    const answers = '<answer fraction="0"><text>1</text><tolerance>0.5</tolerance></answer>'.repeat(50_000);
    const body = only(question('numerical', 'Many', answers)).body;
    expect(body.kind === 'numerical' ? body.answers.length : 0).toBe(50_000);
    expect(body.kind === 'numerical' ? body.answers[49_999] : null).toEqual({ value: 1, tolerance: 0.5, weight: 0 });
  });

  it('a gap text with more than 100 gaps is skipped (each gap lists its group: the work stays bounded)', () => {
    const options = '<selectoption><text>a</text><group>1</group></selectoption>'.repeat(10_000);
    expect(parseMoodleXml(quiz(question('gapselect', '[[1]] '.repeat(101), options))).questions[0]).toMatchObject({
      unreadable: MOODLE_XML_REASONS.tooManyGaps,
    });
  });

  it('ddmarker: rectangle zones on the background become right regions in percent of its size', () => {
    const xml = `<question type="ddmarker"><name><text>Where</text></name><questiontext format="html"><text>Mark the red</text></questiontext><file name="bg.png" path="/" encoding="base64">${PNG_200X100_BASE64}</file><drag><no>1</no><text>X</text><noofdrags>1</noofdrags></drag><drop><no>1</no><shape>rectangle</shape><coords>20,10;50,25</coords><choice>1</choice></drop></question>`;
    const file = parseMoodleXml(quiz(xml));
    expect(neutralQuestion(file.questions[0]).body).toEqual({
      kind: 'imageRegions',
      imageUrl: importedMediaRef(0),
      regions: [{ x: 10, y: 10, width: 25, height: 25, correct: true }],
    });
    expect(file.media?.map((item) => [item.name, item.bytes.length])).toEqual([['bg.png', 256]]);
    const circle = xml.replace(
      '<shape>rectangle</shape><coords>20,10;50,25</coords>',
      '<shape>circle</shape><coords>20,10;5</coords>',
    );
    expect(parseMoodleXml(quiz(circle)).questions[0]).toMatchObject({
      unreadable: MOODLE_XML_REASONS.markerShape('circle'),
    });
  });

  it('category names the quiz (last segment, // a slash); tags noted; general feedback, first hint; entities', () => {
    const file = parseMoodleXml(
      quiz(
        `<question type="category"><category><text>$course$/top/Geo//History</text></category></question>${question(
          'truefalse',
          'A &amp;amp; B &lt;ok&gt; &#169;',
          `${answer(100, 'true')}${answer(0, 'false')}<hint format="html"><text>First</text></hint><hint format="html"><text>Second</text></hint><tags><tag><text>geo</text></tag><tag><text>easy</text></tag></tags>`,
        ).replace(
          '<generalfeedback format="html"><text></text>',
          '<generalfeedback format="html"><text>&lt;p&gt;Because&lt;/p&gt;</text>',
        )}`,
      ),
    );
    expect(file.title).toBe('Geo/History');
    expect(file.questions[0]).toEqual({
      index: 1,
      title: 'truefalse question',
      text: 'A &amp; B <ok> ©',
      generalFeedback: 'Because',
      hint: 'First',
      body: { kind: 'trueFalse', answer: true },
      notes: [MOODLE_XML_NOTES.hintsDropped(1), MOODLE_XML_NOTES.tagsNotImported('"geo", "easy"')],
    });
  });

  it('an embedded image in the question text is kept as <img> with its media ref', () => {
    const file = parseMoodleXml(
      quiz(
        `<question type="truefalse"><name><text>Img</text></name><questiontext format="html"><text><![CDATA[<p>Is this red?</p><p><img src="@@PLUGINFILE@@/red%20dot.png" alt="a red dot" width="20"></p>]]></text><file name="red dot.png" path="/" encoding="base64">${PNG_200X100_BASE64}</file></questiontext>${answer(100, 'true')}${answer(0, 'false')}</question>`,
      ),
    );
    expect(neutralQuestion(file.questions[0]).text).toBe(
      `Is this red?<br><img src="${importedMediaRef(0)}" alt="a red dot">`,
    );
    expect(file.media).toEqual([
      { ref: importedMediaRef(0), name: 'red dot.png', bytes: Buffer.from(PNG_200X100_BASE64, 'base64') },
    ]);
    const linked = only(
      question(
        'essay',
        '<p>See <img src="https://example.org/a.png"> and <img src="@@PLUGINFILE@@/missing.png"></p>',
        '',
      ),
    );
    expect(linked).toMatchObject({ text: 'See and', notes: [MOODLE_XML_NOTES.imagesDropped(2)] });
  });

  it('malformed files are refused with exact messages; a question without answers is skipped', () => {
    expect(malformed('<quiz><question type="essay"></quiz>')).toBe(
      MOODLE_XML_MESSAGES.notXml(1, XML_STRUCTURE_REASONS.mismatch('quiz', 'question')),
    );
    expect(malformed('<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY a "aaaa">]><quiz>&a;</quiz>')).toBe(
      MOODLE_XML_MESSAGES.doctype,
    );
    expect(malformed('<other/>')).toBe(MOODLE_XML_MESSAGES.noQuiz);
    expect(malformed('<quiz>\n<question type="essay">\n<name><text>cut off')).toBe(
      MOODLE_XML_MESSAGES.notXml(3, XML_STRUCTURE_REASONS.neverClosed('text')),
    );
    expect(malformed('<quiz></quiz>\n</question>')).toBe(
      MOODLE_XML_MESSAGES.notXml(2, XML_STRUCTURE_REASONS.strayClosing('question')),
    );
    expect(malformed('<quiz><!-- never closed')).toBe(
      MOODLE_XML_MESSAGES.notXml(1, XML_STRUCTURE_REASONS.unclosedMarkup('<!--')),
    );
    expect(malformed('hello')).toBe(MOODLE_XML_MESSAGES.noQuiz);
    expect(malformed(`<quiz>${'<a>'.repeat(20)}${'</a>'.repeat(20)}</quiz>`)).toBe(MOODLE_XML_MESSAGES.tooDeep);
    expect(parseMoodleXml(quiz(question('multichoice', 'No answers', '<single>true</single>'))).questions[0]).toEqual({
      index: 1,
      title: 'multichoice question',
      text: 'No answers',
      unreadable: MOODLE_XML_REASONS.noAnswers('multichoice'),
    });
  });
});

const SETTINGS = exportSettings('Geo / Maps');

describe('Moodle XML: writing', () => {
  it("images travel in the file: a hotspot's comes back as a ref with the note, an <img> in the text as our rich text", () => {
    const imageUrl = '/api/v1/media/images/0b7b3a52-1d3e-4c4e-9a35-5b8b8f0a0f11';
    const media = new Map<string, ExportMedia>([
      [imageUrl, { bytes: Buffer.from(PNG_200X100_BASE64, 'base64'), contentType: 'image/png', fileName: 'red.png' }],
    ]);
    const questions = [
      nativeQuestion('HOTSPOT', 'Where is the red?', {
        imageUrl,
        regions: [{ id: 1, x: 10, y: 20, width: 25, height: 50, correct: true }],
      }),
      nativeQuestion('TRUE_FALSE', `<p>Is this red?</p><p><img src="${imageUrl}" alt="red"></p>`, { answer: true }),
    ];
    const file = writeMoodleXml({ settings: SETTINGS, questions, media });
    expect(file.skipped).toEqual([]);
    expect(file.warnings).toEqual([]);
    const [hotspot, withImage] = parseMoodleXml(file.text).questions.map(importedQuestion);
    const [hotspotWritten, withImageWritten] = questions.map(unchangedQuestion);
    expect(hotspot).toEqual({
      ...hotspotWritten,
      content: {
        imageUrl: importedMediaRef(0),
        regions: [{ id: 1, x: 10, y: 20, width: 25, height: 50, correct: true }],
      },
      notes: [MOODLE_XML_NOTES.markersAreRight],
    });
    expect(withImage).toEqual({
      ...withImageWritten,
      questionText: `Is this red?<br><img src="${importedMediaRef(1)}" alt="red">`,
    });
    expect(parseMoodleXml(file.text).media?.map((item) => item.name)).toEqual(['red.png', 'red.png']);
  });

  it("embeds this install's images named by an absolute URL too, origin and all", () => {
    const path = '/api/v1/media/images/0b7b3a52-1d3e-4c4e-9a35-5b8b8f0a0f11';
    const media = new Map<string, ExportMedia>([
      [path, { bytes: Buffer.from(PNG_200X100_BASE64, 'base64'), contentType: 'image/png', fileName: 'red.png' }],
    ]);
    const file = writeMoodleXml({
      settings: SETTINGS,
      questions: [
        nativeQuestion('TRUE_FALSE', `<p>Red? <img src="https://quiz.example:8080${path}" alt=""></p>`, {
          answer: true,
        }),
        nativeQuestion('HOTSPOT', 'Where?', {
          imageUrl: `https://quiz.example${path}`,
          regions: [{ id: 1, x: 0, y: 0, width: 50, height: 50, correct: true }],
        }),
      ],
      media,
    });
    expect(file.skipped).toEqual([]);
    expect(file.text).toContain('Red? &lt;img src=&quot;@@PLUGINFILE@@/red.png&quot;');
    expect(file.text).not.toContain('quiz.example');
    expect(parseMoodleXml(file.text).media?.map((item) => item.name)).toEqual(['red.png', 'red.png']);
  });
});
