import { describe, expect, it } from 'vitest';
import { importedMediaRef, type ParsedFile } from '../format.ts';
import { pngOfSize, qtiPackageOf } from '../../test-support/qti.ts';
import { qti21Item } from '../../test-support/qti-items.ts';
import { qtiFormat } from './qti.ts';

const parse = (bytes: Uint8Array): Promise<ParsedFile> => qtiFormat.parse(bytes);

describe('QTI 2.1 import', () => {
  it('reads the same interactions by their QTI 2.1 names, with mapping weights, <object> images and modal feedback', async () => {
    const choice = qti21Item(
      'Water',
      `<responseDeclaration identifier="RESPONSE" cardinality="multiple" baseType="identifier">
        <correctResponse><value>H</value><value>O</value></correctResponse>
        <mapping lowerBound="0" upperBound="2" defaultValue="-2">
          <mapEntry mapKey="H" mappedValue="1"/><mapEntry mapKey="O" mappedValue="1"/><mapEntry mapKey="Cl" mappedValue="-1"/>
        </mapping>
      </responseDeclaration>
      <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
      <itemBody>
        <choiceInteraction responseIdentifier="RESPONSE" shuffle="true" maxChoices="0">
          <prompt>Which of the following elements are used to form water?</prompt>
          <simpleChoice identifier="H">Hydrogen</simpleChoice>
          <simpleChoice identifier="Cl">Chlorine</simpleChoice>
          <simpleChoice identifier="O">Oxygen</simpleChoice>
        </choiceInteraction>
      </itemBody>
      <responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/map_response"/>
      <modalFeedback outcomeIdentifier="FEEDBACK" identifier="X" showHide="show">H<sub>2</sub>O</modalFeedback>`,
    );
    const textEntry = qti21Item(
      'Richard III',
      `<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string">
        <correctResponse><value>York</value></correctResponse>
      </responseDeclaration>
      <itemBody><p>Now is the winter of our discontent made glorious summer by this sun of <textEntryInteraction responseIdentifier="RESPONSE" expectedLength="15"/>.</p></itemBody>`,
    );
    const order = qti21Item(
      'Grand Prix',
      `<responseDeclaration identifier="RESPONSE" cardinality="ordered" baseType="identifier">
        <correctResponse><value>B</value><value>A</value></correctResponse>
      </responseDeclaration>
      <itemBody><orderInteraction responseIdentifier="RESPONSE"><prompt>Order them.</prompt>
        <simpleChoice identifier="A">Second</simpleChoice><simpleChoice identifier="B">First</simpleChoice>
      </orderInteraction></itemBody>`,
    );
    const match = qti21Item(
      'Plays',
      `<responseDeclaration identifier="RESPONSE" cardinality="multiple" baseType="directedPair">
        <correctResponse><value>C R</value></correctResponse>
      </responseDeclaration>
      <itemBody><matchInteraction responseIdentifier="RESPONSE" maxAssociations="1"><prompt>Match.</prompt>
        <simpleMatchSet><simpleAssociableChoice identifier="C" matchMax="1">Capulet</simpleAssociableChoice></simpleMatchSet>
        <simpleMatchSet><simpleAssociableChoice identifier="R" matchMax="1">Romeo and Juliet</simpleAssociableChoice>
          <simpleAssociableChoice identifier="T" matchMax="1">The Tempest</simpleAssociableChoice></simpleMatchSet>
      </matchInteraction></itemBody>`,
    );
    const hotspot = qti21Item(
      'UK Airports',
      `<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
        <correctResponse><value>B</value></correctResponse>
      </responseDeclaration>
      <itemBody><hotspotInteraction responseIdentifier="RESPONSE" maxChoices="1"><prompt>Which one is Glasgow?</prompt>
        <object type="image/png" width="206" height="280" data="images/ukair.png">UK Map</object>
        <hotspotChoice shape="rect" coords="0,0,103,140" identifier="A"/>
        <hotspotChoice shape="rect" coords="103,140,206,280" identifier="B"/>
      </hotspotInteraction></itemBody>`,
    );
    const file = await parse(
      qtiPackageOf([choice, textEntry, order, match, hotspot], 'v2p1', { 'items/images/ukair.png': pngOfSize(1, 1) }),
    );
    expect(file.questions).toEqual([
      {
        index: 1,
        title: 'Water',
        text: 'Which of the following elements are used to form water?',
        generalFeedback: 'H2O',
        body: {
          kind: 'choice',
          multipleAnswers: true,
          options: [
            { text: 'Hydrogen', weight: 50 },
            { text: 'Chlorine', weight: -50 },
            { text: 'Oxygen', weight: 50 },
          ],
        },
        notes: [],
      },
      {
        index: 2,
        title: 'Richard III',
        text: 'Now is the winter of our discontent made glorious summer by this sun of _____.',
        generalFeedback: null,
        body: {
          kind: 'gapText',
          text: 'Now is the winter of our discontent made glorious summer by this sun of ___1___.',
          gaps: [{ id: 1, answers: [{ text: 'York', weight: 100 }] }],
        },
        notes: [],
      },
      {
        index: 3,
        title: 'Grand Prix',
        text: 'Order them.',
        generalFeedback: null,
        body: { kind: 'ordering', items: ['First', 'Second'] },
        notes: [],
      },
      {
        index: 4,
        title: 'Plays',
        text: 'Match.',
        generalFeedback: null,
        body: {
          kind: 'matching',
          pairs: [{ left: 'Capulet', right: 'Romeo and Juliet' }],
          distractors: ['The Tempest'],
        },
        notes: [],
      },
      {
        index: 5,
        title: 'UK Airports',
        text: 'Which one is Glasgow?',
        generalFeedback: null,
        body: {
          kind: 'imageRegions',
          imageUrl: importedMediaRef(1),
          regions: [
            { x: 0, y: 0, width: 50, height: 50, correct: false },
            { x: 50, y: 50, width: 50, height: 50, correct: true },
          ],
        },
        notes: [],
      },
    ]);
  });
});
