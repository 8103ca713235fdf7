import { contentFromInterchange, INTERCHANGE_NOTES, INTERCHANGE_REASONS } from '@quizmaker/question-types';
import { describe, expect, it } from 'vitest';
import { importedMediaRef, type ParsedFile } from '../format.ts';
import { neutralQuestion, neutralQuestions } from '../../test-support/formats.ts';
import { manifestOf, pngOfSize, qtiPackageOf, zipOf } from '../../test-support/qti.ts';
import { qti3HotspotItem, qti3IdentifierResponse, qti3Item } from '../../test-support/qti-items.ts';
import { qtiFormat } from './qti.ts';
import { QTI_ITEM_MESSAGES, QTI_NOTES } from './messages.ts';
import { QTI_MESSAGES } from './read-package.ts';

const parse = (bytes: Uint8Array): Promise<ParsedFile> => qtiFormat.parse(bytes);

/** A package's only item, as a neutral question. */
const onlyQuestion = async (item: string, others: Record<string, Uint8Array> = {}) =>
  neutralQuestion((await parse(qtiPackageOf([item], 'v3p0', others))).questions[0]);

/** The type, text and content our types make of a package's only item, with every note. */
async function typed(item: string) {
  const question = await onlyQuestion(item);
  const result = contentFromInterchange(question.body);
  return 'reason' in result
    ? result
    : { type: result.type, text: question.text, content: result.content, notes: [...question.notes, ...result.notes] };
}

const SCORE = `<qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>`;
const MATCH_CORRECT = `<qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/>`;

// Items follow the examples of the QTI 3.0 and 2.1 specifications (choice "Unattended Luggage",
// text entry "Richard III", order "Grand Prix", match "Shakespeare", hotspot "UK airports").
const LUGGAGE = qti3Item(
  'Unattended Luggage',
  `${qti3IdentifierResponse('ChoiceA')}
  ${SCORE}
  <qti-item-body>
    <p>Look at the text in the picture.</p>
    <p><img src="images/sign.png" alt="NEVER LEAVE LUGGAGE UNATTENDED"/></p>
    <qti-choice-interaction response-identifier="RESPONSE" shuffle="false" max-choices="1">
      <qti-prompt>What does it say?</qti-prompt>
      <qti-simple-choice identifier="ChoiceA">You must stay with your luggage at all times.</qti-simple-choice>
      <qti-simple-choice identifier="ChoiceB">Do not let someone else look after your luggage.</qti-simple-choice>
      <qti-simple-choice identifier="ChoiceC">Remember your luggage when you leave.</qti-simple-choice>
    </qti-choice-interaction>
  </qti-item-body>
  ${MATCH_CORRECT}`,
);

describe('QTI 3.0 import: interactions', () => {
  it('a choice with max-choices 1 is MCQ_SINGLE; prompt and paragraphs are the text; an image not in the package is noted', async () => {
    const question = await onlyQuestion(LUGGAGE);
    expect(question.title).toBe('Unattended Luggage');
    expect(question.text).toBe('Look at the text in the picture.\nWhat does it say?');
    expect(question.notes).toEqual([QTI_NOTES.imageMissing('images/sign.png')]);
    expect(contentFromInterchange(question.body)).toEqual({
      type: 'MCQ_SINGLE',
      content: {
        options: [
          { id: 'a', text: 'You must stay with your luggage at all times.', correct: true },
          { id: 'b', text: 'Do not let someone else look after your luggage.', correct: false },
          { id: 'c', text: 'Remember your luggage when you leave.', correct: false },
        ],
      },
      notes: [],
    });
  });

  it('an image of the package in the question makes it rich text with the image in place; images in choices are noted', async () => {
    const sign = pngOfSize(300, 100);
    const item = LUGGAGE.replace(
      '<qti-simple-choice identifier="ChoiceC">Remember',
      '<qti-simple-choice identifier="ChoiceC"><img src="images/bag.png" alt="bag"/>Remember',
    ).replace('Look at the text in the picture.', 'Look at the text in the picture &amp; <b>read</b> it.');
    const file = await parse(qtiPackageOf([item], 'v3p0', { 'items/images/sign.png': sign }));
    expect(file.media).toEqual([{ ref: importedMediaRef(1), name: 'items/images/sign.png', bytes: sign }]);
    expect(file.questions[0]).toMatchObject({
      text: `Look at the text in the picture &amp; read it.<br><img src="${importedMediaRef(1)}" alt="NEVER LEAVE LUGGAGE UNATTENDED"><br>What does it say?`,
      notes: [QTI_NOTES.imageDropped('images/bag.png')],
    });
  });

  it('max-choices above 1 or 0 is MCQ_MULTI; a mapping gives the weights (unequal ones noted)', async () => {
    const item = (maxChoices: number, mapping: string) =>
      qti3Item(
        'Composition of Water',
        `<qti-response-declaration identifier="RESPONSE" cardinality="multiple" base-type="identifier">
          <qti-correct-response><qti-value>H</qti-value><qti-value>O</qti-value></qti-correct-response>
          ${mapping}
        </qti-response-declaration>
        <qti-item-body>
          <qti-choice-interaction response-identifier="RESPONSE" max-choices="${maxChoices}">
            <qti-prompt>Which of the following elements are used to form water?</qti-prompt>
            <qti-simple-choice identifier="H">Hydrogen</qti-simple-choice>
            <qti-simple-choice identifier="He">Helium</qti-simple-choice>
            <qti-simple-choice identifier="O">Oxygen</qti-simple-choice>
          </qti-choice-interaction>
        </qti-item-body>`,
      );
    /** The item's body with the weights of Hydrogen, Helium and Oxygen. */
    const choiceWeighing = (hydrogen: number, helium: number, oxygen: number) => ({
      kind: 'choice',
      multipleAnswers: true,
      options: [
        { text: 'Hydrogen', weight: hydrogen },
        { text: 'Helium', weight: helium },
        { text: 'Oxygen', weight: oxygen },
      ],
    });
    const plain = await onlyQuestion(item(0, ''));
    expect(plain.body).toEqual(choiceWeighing(50, 0, 50));
    const weighted = await onlyQuestion(
      item(
        3,
        `<qti-mapping lower-bound="0" upper-bound="2" default-value="-2">
          <qti-map-entry map-key="H" mapped-value="1.5"/>
          <qti-map-entry map-key="O" mapped-value="0.5"/>
        </qti-mapping>`,
      ),
    );
    expect(weighted.body).toEqual(choiceWeighing(75, 0, 25));
    expect(contentFromInterchange(weighted.body)).toMatchObject({
      type: 'MCQ_MULTI',
      notes: [INTERCHANGE_NOTES.partialWeights],
    });
  });

  it('a single choice between True and False is TRUE_FALSE', async () => {
    const item = qti3Item(
      'Sky',
      `${qti3IdentifierResponse('F')}
      <qti-item-body><p>The sky is green.</p>
        <qti-choice-interaction response-identifier="RESPONSE" max-choices="1">
          <qti-simple-choice identifier="T">true</qti-simple-choice>
          <qti-simple-choice identifier="F">False</qti-simple-choice>
        </qti-choice-interaction>
      </qti-item-body>`,
    );
    expect(await typed(item)).toEqual({
      type: 'TRUE_FALSE',
      text: 'The sky is green.',
      content: { answer: false },
      notes: [],
    });
  });

  it('a text entry on its own is OPEN with the best-scored answer; the others are noted', async () => {
    const item = qti3Item(
      'Richard III (Take 3)',
      `<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="string">
        <qti-correct-response><qti-value>York</qti-value></qti-correct-response>
        <qti-mapping default-value="0">
          <qti-map-entry map-key="York" mapped-value="1"/>
          <qti-map-entry map-key="york" mapped-value="0.5"/>
        </qti-mapping>
      </qti-response-declaration>
      <qti-item-body>
        <p>Identify the missing word in this famous quote from Shakespeare's Richard III.</p>
        <p><qti-text-entry-interaction response-identifier="RESPONSE" expected-length="15"/></p>
      </qti-item-body>`,
    );
    expect(await typed(item)).toEqual({
      type: 'OPEN',
      text: "Identify the missing word in this famous quote from Shakespeare's Richard III.",
      content: { answer: 'York' },
      notes: [INTERCHANGE_NOTES.partialAnswersDropped('"york"')],
    });
  });

  it('text entries and inline choices inside text are FILL_GAP; inline choices are noted', async () => {
    const item = qti3Item(
      'Richard III (Take 2)',
      `<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="string">
        <qti-correct-response><qti-value>York</qti-value></qti-correct-response>
      </qti-response-declaration>
      <qti-response-declaration identifier="RESPONSE2" cardinality="single" base-type="identifier">
        <qti-correct-response><qti-value>G</qti-value></qti-correct-response>
      </qti-response-declaration>
      <qti-item-body>
        <p>Identify the missing words in this famous quote from Shakespeare's Richard III.</p>
        <blockquote>
          <p>Now is the winter of our discontent<br/> Made glorious summer by this sun of
            <qti-text-entry-interaction response-identifier="RESPONSE"/>; and
            <qti-inline-choice-interaction response-identifier="RESPONSE2" shuffle="false">
              <qti-inline-choice identifier="G">Gloucester</qti-inline-choice>
              <qti-inline-choice identifier="L">Lancaster</qti-inline-choice>
            </qti-inline-choice-interaction> is king.</p>
        </blockquote>
      </qti-item-body>`,
    );
    expect(await typed(item)).toEqual({
      type: 'FILL_GAP',
      text: "Identify the missing words in this famous quote from Shakespeare's Richard III.",
      content: {
        text: 'Now is the winter of our discontent\nMade glorious summer by this sun of ___1___; and ___2___ is king.',
        gaps: [
          { id: 1, answer: 'York' },
          { id: 2, answer: 'Gloucester' },
        ],
      },
      notes: [INTERCHANGE_NOTES.gapChoicesDropped(2, '"Lancaster"')],
    });
  });

  it('a gap text with nothing else is also the question, with blanks', async () => {
    const item = qti3Item(
      'Boiling',
      `<qti-response-declaration identifier="R" cardinality="single" base-type="string">
        <qti-correct-response><qti-value>100</qti-value></qti-correct-response>
      </qti-response-declaration>
      <qti-item-body><p>Water boils at <qti-text-entry-interaction response-identifier="R"/> degrees.</p></qti-item-body>`,
    );
    expect(await typed(item)).toMatchObject({
      type: 'FILL_GAP',
      text: 'Water boils at _____ degrees.',
      content: { text: 'Water boils at ___1___ degrees.', gaps: [{ id: 1, answer: '100' }] },
    });
  });

  it('an extended text is an essay, skipped with the reason', async () => {
    const item = qti3Item(
      'Writing a Postcard',
      `<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="string"/>
      <qti-item-body><p>Write Sam a postcard.</p>
        <qti-extended-text-interaction response-identifier="RESPONSE" expected-lines="5"/>
      </qti-item-body>`,
    );
    expect(await typed(item)).toEqual({ reason: INTERCHANGE_REASONS.essay });
  });

  it('an order interaction is ORDERING, in the correct response order', async () => {
    const item = qti3Item(
      'Grand Prix of Bahrain',
      `<qti-response-declaration identifier="RESPONSE" cardinality="ordered" base-type="identifier">
        <qti-correct-response>
          <qti-value>DriverC</qti-value><qti-value>DriverA</qti-value><qti-value>DriverB</qti-value>
        </qti-correct-response>
      </qti-response-declaration>
      <qti-item-body>
        <qti-order-interaction response-identifier="RESPONSE" shuffle="true">
          <qti-prompt>The following F1 drivers finished on the podium in the first ever Grand Prix of Bahrain. Rearrange them into the correct finishing order.</qti-prompt>
          <qti-simple-choice identifier="DriverA">Rubens Barrichello</qti-simple-choice>
          <qti-simple-choice identifier="DriverB">Jenson Button</qti-simple-choice>
          <qti-simple-choice identifier="DriverC" fixed="true">Michael Schumacher</qti-simple-choice>
        </qti-order-interaction>
      </qti-item-body>`,
    );
    expect(await typed(item)).toMatchObject({
      type: 'ORDERING',
      content: {
        items: [
          { id: 1, text: 'Michael Schumacher' },
          { id: 2, text: 'Rubens Barrichello' },
          { id: 3, text: 'Jenson Button' },
        ],
      },
      notes: [],
    });
  });

  it('an order interaction without a full correct order is skipped with the reason', async () => {
    const item = qti3Item(
      'No order',
      `<qti-item-body><qti-order-interaction response-identifier="RESPONSE">
        <qti-simple-choice identifier="A">a</qti-simple-choice><qti-simple-choice identifier="B">b</qti-simple-choice>
      </qti-order-interaction></qti-item-body>`,
    );
    expect((await parse(qtiPackageOf([item]))).questions[0]).toMatchObject({
      unreadable: QTI_ITEM_MESSAGES.noCorrectOrder,
    });
  });

  it('a match interaction is MATCHING; an unmatched choice of the second set is a distractor', async () => {
    const item = qti3Item(
      'Characters and Plays',
      `<qti-response-declaration identifier="RESPONSE" cardinality="multiple" base-type="directedPair">
        <qti-correct-response>
          <qti-value>C R</qti-value><qti-value>D M</qti-value><qti-value>L M</qti-value><qti-value>P T</qti-value>
        </qti-correct-response>
        <qti-mapping default-value="0">
          <qti-map-entry map-key="C R" mapped-value="1"/><qti-map-entry map-key="D M" mapped-value="0.5"/>
        </qti-mapping>
      </qti-response-declaration>
      <qti-item-body>
        <qti-match-interaction response-identifier="RESPONSE" shuffle="true" max-associations="4">
          <qti-prompt>Match the following characters to the Shakespeare play they appeared in:</qti-prompt>
          <qti-simple-match-set>
            <qti-simple-associable-choice identifier="C" match-max="1">Capulet</qti-simple-associable-choice>
            <qti-simple-associable-choice identifier="D" match-max="1">Demetrius</qti-simple-associable-choice>
            <qti-simple-associable-choice identifier="L" match-max="1">Lysander</qti-simple-associable-choice>
            <qti-simple-associable-choice identifier="P" match-max="1">Prospero</qti-simple-associable-choice>
          </qti-simple-match-set>
          <qti-simple-match-set>
            <qti-simple-associable-choice identifier="M" match-max="4">A Midsummer-Night's Dream</qti-simple-associable-choice>
            <qti-simple-associable-choice identifier="R" match-max="4">Romeo and Juliet</qti-simple-associable-choice>
            <qti-simple-associable-choice identifier="T" match-max="4">The Tempest</qti-simple-associable-choice>
            <qti-simple-associable-choice identifier="H" match-max="4">Hamlet</qti-simple-associable-choice>
          </qti-simple-match-set>
        </qti-match-interaction>
      </qti-item-body>`,
    );
    const question = await onlyQuestion(item);
    expect(question.text).toBe('Match the following characters to the Shakespeare play they appeared in:');
    expect(question.body).toEqual({
      kind: 'matching',
      pairs: [
        { left: 'Capulet', right: 'Romeo and Juliet' },
        { left: 'Demetrius', right: "A Midsummer-Night's Dream" },
        { left: 'Lysander', right: "A Midsummer-Night's Dream" },
        { left: 'Prospero', right: 'The Tempest' },
      ],
      distractors: ['Hamlet'],
    });
  });

  it('an associate interaction is MATCHING with a note; a choice with no pair on the left is dropped with a note', async () => {
    const item = qti3Item(
      'Shakespearian Rivals',
      `<qti-response-declaration identifier="RESPONSE" cardinality="multiple" base-type="pair">
        <qti-correct-response><qti-value>A P</qti-value><qti-value>C M</qti-value></qti-correct-response>
      </qti-response-declaration>
      <qti-item-body>
        <qti-associate-interaction response-identifier="RESPONSE" shuffle="true" max-associations="3">
          <qti-prompt>Hidden in this list of characters from famous Shakespeare plays are two pairs of rivals. Can you match each character to his adversary?</qti-prompt>
          <qti-simple-associable-choice identifier="A" match-max="1">Antonio</qti-simple-associable-choice>
          <qti-simple-associable-choice identifier="C" match-max="1">Capulet</qti-simple-associable-choice>
          <qti-simple-associable-choice identifier="D" match-max="1">Demetrius</qti-simple-associable-choice>
          <qti-simple-associable-choice identifier="M" match-max="1">Montague</qti-simple-associable-choice>
          <qti-simple-associable-choice identifier="P" match-max="1">Prospero</qti-simple-associable-choice>
        </qti-associate-interaction>
      </qti-item-body>`,
    );
    const question = await onlyQuestion(item);
    expect(question.body).toEqual({
      kind: 'matching',
      pairs: [
        { left: 'Antonio', right: 'Prospero' },
        { left: 'Capulet', right: 'Montague' },
      ],
      distractors: ['Demetrius'],
    });
    expect(question.notes).toEqual([QTI_NOTES.associateAsMatching]);
  });

  it('a hotspot with rectangles and a circle is HOTSPOT in percent of the image; the image comes from the package', async () => {
    const item = qti3Item(
      'UK Airports',
      `${qti3IdentifierResponse('A')}
      <qti-item-body>
        <qti-hotspot-interaction response-identifier="RESPONSE" max-choices="1">
          <qti-prompt>The picture illustrates four of the most popular destinations for air travellers arriving in the United Kingdom: London, Manchester, Edinburgh and Glasgow. Which one is Glasgow?</qti-prompt>
          <img src="../images/uk.png" width="200" height="400" alt="UK Map"/>
          <qti-hotspot-choice shape="circle" coords="80,120,10" identifier="A"/>
          <qti-hotspot-choice shape="rect" coords="100,200,150,260" identifier="B"/>
          <qti-hotspot-choice shape="rect" coords="10,300,30,320" identifier="C"/>
        </qti-hotspot-interaction>
      </qti-item-body>`,
    );
    const png = pngOfSize(50, 100);
    const file = await parse(qtiPackageOf([item], 'v3p0', { 'images/uk.png': png }));
    expect(file.media).toEqual([{ ref: importedMediaRef(1), name: 'images/uk.png', bytes: png }]);
    const [question] = file.questions;
    expect(question).toMatchObject({
      body: {
        kind: 'imageRegions',
        imageUrl: importedMediaRef(1),
        regions: [
          { x: 35, y: 27.5, width: 10, height: 5, correct: true },
          { x: 50, y: 50, width: 25, height: 15, correct: false },
          { x: 5, y: 75, width: 10, height: 5, correct: false },
        ],
      },
      notes: [QTI_NOTES.shapeAsRectangle('A', 'circle')],
    });
  });

  it('a hotspot image without width and height is measured from its header; one missing from the package is refused', async () => {
    const item = (src: string) =>
      qti3HotspotItem('Map', 'Where?', `<img src="${src}" alt="map"/>`, { A: '0,0,50,25' }, 'A');
    const [measured] = neutralQuestions(
      await parse(qtiPackageOf([item('map%20one.png')], 'v3p0', { 'items/map one.png': pngOfSize(200, 100) })),
    );
    expect(measured?.body).toEqual({
      kind: 'imageRegions',
      imageUrl: importedMediaRef(1),
      regions: [{ x: 0, y: 0, width: 25, height: 25, correct: true }],
    });
    expect((await parse(qtiPackageOf([item('gone.png')]))).questions[0]).toMatchObject({
      text: 'Where?',
      unreadable: QTI_ITEM_MESSAGES.imageNotInPackage('gone.png'),
    });
  });

  it('modal feedback is the explanation; several are joined with a note', async () => {
    const withFeedback = (feedbacks: string) =>
      qti3Item(
        'Feedback',
        `${qti3IdentifierResponse('A')}
        <qti-outcome-declaration identifier="FEEDBACK" cardinality="single" base-type="identifier"/>
        <qti-item-body><qti-choice-interaction response-identifier="RESPONSE" max-choices="1">
          <qti-prompt>2 + 2?</qti-prompt>
          <qti-simple-choice identifier="A">4</qti-simple-choice><qti-simple-choice identifier="B">5</qti-simple-choice>
        </qti-choice-interaction></qti-item-body>
        ${feedbacks}`,
      );
    const one = await onlyQuestion(
      withFeedback(
        `<qti-modal-feedback outcome-identifier="FEEDBACK" identifier="A" show-hide="show"><qti-content-body><p>Two and two make four.</p></qti-content-body></qti-modal-feedback>`,
      ),
    );
    expect(one.generalFeedback).toBe('Two and two make four.');
    expect(one.notes).toEqual([]);
    const two = await onlyQuestion(
      withFeedback(
        `<qti-modal-feedback outcome-identifier="FEEDBACK" identifier="A" show-hide="show">Right &amp; well done.</qti-modal-feedback>
        <qti-modal-feedback outcome-identifier="FEEDBACK" identifier="B" show-hide="show">Count again.</qti-modal-feedback>`,
      ),
    );
    expect(two.generalFeedback).toBe('Right & well done.\nCount again.');
    expect(two.notes).toEqual([QTI_NOTES.feedbacksJoined(2)]);
  });

  it('other interactions, several interactions and none are skipped with the reason', async () => {
    const slider = qti3Item(
      'Slider',
      `<qti-item-body><qti-slider-interaction response-identifier="R" lower-bound="0" upper-bound="10"><qti-prompt>How many?</qti-prompt></qti-slider-interaction></qti-item-body>`,
    );
    const two = qti3Item(
      'Two',
      `<qti-item-body><p>Both</p>
        <qti-extended-text-interaction response-identifier="R1"/><qti-extended-text-interaction response-identifier="R2"/>
      </qti-item-body>`,
    );
    const none = qti3Item('None', `<qti-item-body><p>Read this.</p></qti-item-body>`);
    const file = await parse(qtiPackageOf([slider, two, none]));
    expect(file.questions).toEqual([
      {
        index: 1,
        title: 'Slider',
        text: 'How many?',
        unreadable: QTI_ITEM_MESSAGES.unsupportedInteraction('sliderInteraction'),
      },
      { index: 2, title: 'Two', text: 'Both', unreadable: QTI_ITEM_MESSAGES.severalInteractions(2) },
      { index: 3, title: 'None', text: 'Read this.', generalFeedback: null, body: { kind: 'description' }, notes: [] },
    ]);
  });
});

describe('QTI import: the package', () => {
  it("follows the test's item order and takes its title; items the test leaves out come after", async () => {
    const item = (title: string) =>
      qti3Item(title, `<qti-item-body><qti-extended-text-interaction response-identifier="R"/></qti-item-body>`);
    const test = `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-test xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="t" title="Shakespeare">
  <qti-test-part identifier="p" navigation-mode="linear" submission-mode="individual">
    <qti-assessment-section identifier="s" title="S" visible="true">
      <qti-assessment-item-ref identifier="b" href="../items/b.xml"/>
      <qti-assessment-item-ref identifier="a" href="../items/a.xml"/>
    </qti-assessment-section>
  </qti-test-part>
</qti-assessment-test>`;
    const bytes = zipOf({
      'imsmanifest.xml': manifestOf(['items/a.xml', 'items/b.xml', 'items/c.xml'], 'v3p0', 'tests/test.xml'),
      'tests/test.xml': test,
      'items/a.xml': item('A'),
      'items/b.xml': item('B'),
      'items/c.xml': item('C'),
    });
    expect(qtiFormat.detect(bytes)).toBe(true);
    expect(await qtiFormat.countQuestions(bytes)).toBe(3);
    const file = await parse(bytes);
    expect(file.title).toBe('Shakespeare');
    expect(file.questions.map((question) => question.title)).toEqual(['B', 'A', 'C']);
  });

  it('an item file the manifest lists but the package lacks is skipped with the reason', async () => {
    const bytes = zipOf({ 'imsmanifest.xml': manifestOf(['items/gone.xml']) });
    expect((await parse(bytes)).questions).toEqual([
      { index: 1, title: null, text: '', unreadable: QTI_MESSAGES.fileMissing('items/gone.xml') },
    ]);
  });

  it('detects a zip with imsmanifest.xml only (a workbook is not QTI)', () => {
    expect(qtiFormat.detect(zipOf({ 'xl/workbook.xml': '<workbook/>' }))).toBe(false);
    expect(qtiFormat.detect(new TextEncoder().encode('<quiz/>'))).toBe(false);
    expect(qtiFormat.detect(zipOf({ 'imsmanifest.xml': manifestOf([]) }))).toBe(true);
  });
});
