import { findGapMarkers, numberText, type InterchangeAnswer, type InterchangeBody } from '@quizmaker/question-types';
import type { ExportQuiz } from '../format.ts';
import { imageSize } from '../image-size.ts';
import { escapeXml } from './xml.ts';

/** Why a question is not written, and what a written one loses (exact texts). */
export const QTI_EXPORT_MESSAGES = {
  noStatements: 'QTI has no compliance statements here: a choice would read back as multiple answers',
  noNumerical: 'Numerical answers with a tolerance are not written to QTI',
  noDescription: 'A description has nothing to answer',
  imageNotStored: 'The hotspot image is not stored in this install, so the package cannot carry it',
  imageSizeUnknown: 'The size of the hotspot image cannot be read, and QTI gives hotspots in pixels',
  hintDropped: 'Hint not written: QTI items have no hints',
  attachmentDropped: 'Attachment URL not written: QTI items have no attachments',
  difficultyDropped: (difficulty: string) => `Difficulty ${difficulty} not written: QTI items have no difficulty`,
} as const;

/** The QTI 3.0 namespace and schema, on items and tests. */
export const QTI_NAMESPACE =
  'xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.imsglobal.org/xsd/imsqtiasi_v3p0 https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0_v1p0.xsd"';
const TEMPLATES = 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates';
/** The first line of every XML file the package holds. */
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const RESPONSE = 'RESPONSE';

/** Text as paragraphs, one per line (the reader makes each block a line). */
const paragraphs = (text: string) =>
  text
    .split('\n')
    .map((line) => `<p>${escapeXml(line)}</p>`)
    .join('');

const values = (ids: readonly string[]) => ids.map((id) => `<qti-value>${escapeXml(id)}</qti-value>`).join('');

interface Declaration {
  readonly id: string;
  readonly cardinality: 'single' | 'multiple' | 'ordered';
  readonly baseType: 'identifier' | 'string' | 'directedPair';
  readonly correct: readonly string[];
  /** Points per key (weight / 100), written when the scores are not simply right or wrong. */
  readonly mapping?: ReadonlyArray<{ readonly key: string; readonly points: number }>;
}

function declarationXml(declaration: Declaration): string {
  const correct =
    declaration.correct.length > 0 ? `<qti-correct-response>${values(declaration.correct)}</qti-correct-response>` : '';
  const mapping = declaration.mapping
    ? `<qti-mapping default-value="0" lower-bound="0" upper-bound="1">${declaration.mapping
        .map(({ key, points }) => `<qti-map-entry map-key="${escapeXml(key)}" mapped-value="${numberText(points)}"/>`)
        .join('')}</qti-mapping>`
    : '';
  return `<qti-response-declaration identifier="${declaration.id}" cardinality="${declaration.cardinality}" base-type="${declaration.baseType}">${correct}${mapping}</qti-response-declaration>`;
}

/** Score 1 per gap answered right (the standard templates score one response only). */
function gapsProcessing(ids: readonly string[]): string {
  const rules = ids
    .map(
      (id) =>
        `<qti-response-condition><qti-response-if><qti-match><qti-variable identifier="${id}"/><qti-correct identifier="${id}"/></qti-match><qti-set-outcome-value identifier="SCORE"><qti-sum><qti-variable identifier="SCORE"/><qti-base-value base-type="float">1</qti-base-value></qti-sum></qti-set-outcome-value></qti-response-if></qti-response-condition>`,
    )
    .join('');
  return `<qti-response-processing>${rules}</qti-response-processing>`;
}

function processingXml(declarations: readonly Declaration[]): string {
  if (declarations.length === 0) {
    return '';
  }
  if (declarations.length > 1) {
    return gapsProcessing(declarations.map((declaration) => declaration.id));
  }
  const template = declarations[0]?.mapping ? 'map_response' : 'match_correct';
  return `<qti-response-processing template="${TEMPLATES}/${template}.xml"/>`;
}

/** An image the package carries, at its path. */
export interface PackedImage {
  readonly path: string;
  readonly bytes: Uint8Array;
}

export interface ItemParts {
  readonly declarations: readonly Declaration[];
  /** The item body: question text and interaction. */
  readonly body: string;
  readonly image?: PackedImage;
}

const choiceId = (prefix: string, index: number) => `${prefix}${index + 1}`;

function simpleChoices(texts: readonly string[], prefix: string): string {
  return texts
    .map(
      (text, index) =>
        `<qti-simple-choice identifier="${choiceId(prefix, index)}">${escapeXml(text)}</qti-simple-choice>`,
    )
    .join('');
}

/** Points of typed answers or options when they are not all 100% or 0%. */
function mappingOf(keys: readonly string[], weights: readonly number[]) {
  return weights.some((weight) => weight !== 100 && weight !== 0)
    ? keys.map((key, index) => ({ key, points: (weights[index] ?? 0) / 100 }))
    : undefined;
}

function choiceParts(body: Extract<InterchangeBody, { kind: 'choice' }>, questionText: string): ItemParts {
  const ids = body.options.map((_option, index) => choiceId('C', index));
  const weights = body.options.map((option) => option.weight);
  const right = ids.filter((_id, index) =>
    body.multipleAnswers ? (weights[index] ?? 0) > 0 : (weights[index] ?? 0) >= 100,
  );
  return {
    declarations: [
      {
        id: RESPONSE,
        cardinality: body.multipleAnswers ? 'multiple' : 'single',
        baseType: 'identifier',
        correct: right,
        ...(body.multipleAnswers ? { mapping: mappingOf(ids, weights) } : {}),
      },
    ],
    body: `${paragraphs(questionText)}<qti-choice-interaction response-identifier="${RESPONSE}" shuffle="false" max-choices="${body.multipleAnswers ? 0 : 1}">${simpleChoices(
      body.options.map((option) => option.text),
      'C',
    )}</qti-choice-interaction>`,
  };
}

/** TRUE_FALSE as a single choice between True and False (read back as true/false by its two texts). */
function trueFalseParts(answer: boolean, questionText: string): ItemParts {
  return choiceParts(
    {
      kind: 'choice',
      multipleAnswers: false,
      options: [
        { text: 'True', weight: answer ? 100 : 0 },
        { text: 'False', weight: answer ? 0 : 100 },
      ],
    },
    questionText,
  );
}

function typedDeclaration(id: string, answers: readonly InterchangeAnswer[]): Declaration {
  const right = answers.find((answer) => answer.weight >= 100);
  const mapping =
    answers.length > 1
      ? answers.map((answer) => ({ key: answer.text, points: answer.weight / 100 }))
      : mappingOf(
          answers.map((answer) => answer.text),
          answers.map((answer) => answer.weight),
        );
  return {
    id,
    cardinality: 'single',
    baseType: 'string',
    correct: right ? [right.text] : [],
    ...(mapping ? { mapping } : {}),
  };
}

function shortAnswerParts(answers: readonly InterchangeAnswer[], questionText: string): ItemParts {
  return {
    declarations: [typedDeclaration(RESPONSE, answers)],
    body: `${paragraphs(questionText)}<p><qti-text-entry-interaction response-identifier="${RESPONSE}"/></p>`,
  };
}

/** The gap text as one paragraph (lines joined by <br/>), each gap a text entry. */
function gapTextParts(body: Extract<InterchangeBody, { kind: 'gapText' }>, questionText: string): ItemParts {
  const answersOf = new Map(body.gaps.map((gap) => [gap.id, gap.answers]));
  const declarations: Declaration[] = [];
  let text = '';
  let at = 0;
  const escapeLines = (part: string) => part.split('\n').map(escapeXml).join('<br/>');
  for (const marker of findGapMarkers(body.text)) {
    const id = `GAP_${declarations.length + 1}`;
    declarations.push(typedDeclaration(id, answersOf.get(marker.id) ?? []));
    text += `${escapeLines(body.text.slice(at, marker.start))}<qti-text-entry-interaction response-identifier="${id}"/>`;
    at = marker.end;
  }
  text += escapeLines(body.text.slice(at));
  return { declarations, body: `${paragraphs(questionText)}<p>${text}</p>` };
}

function orderingParts(items: readonly string[], questionText: string): ItemParts {
  const ids = items.map((_item, index) => choiceId('O', index));
  return {
    declarations: [{ id: RESPONSE, cardinality: 'ordered', baseType: 'identifier', correct: ids }],
    body: `${paragraphs(questionText)}<qti-order-interaction response-identifier="${RESPONSE}" shuffle="true">${simpleChoices(items, 'O')}</qti-order-interaction>`,
  };
}

function matchingParts(body: Extract<InterchangeBody, { kind: 'matching' }>, questionText: string): ItemParts {
  const rights = [...new Set([...body.pairs.map((pair) => pair.right), ...body.distractors])];
  const rightId = (text: string) => choiceId('R', rights.indexOf(text));
  const uses = (text: string) => body.pairs.filter((pair) => pair.right === text).length;
  const lefts = body.pairs
    .map(
      (pair, index) =>
        `<qti-simple-associable-choice identifier="${choiceId('L', index)}" match-max="1">${escapeXml(pair.left)}</qti-simple-associable-choice>`,
    )
    .join('');
  const rightChoices = rights
    .map(
      (text) =>
        `<qti-simple-associable-choice identifier="${rightId(text)}" match-max="${Math.max(1, uses(text))}">${escapeXml(text)}</qti-simple-associable-choice>`,
    )
    .join('');
  return {
    declarations: [
      {
        id: RESPONSE,
        cardinality: 'multiple',
        baseType: 'directedPair',
        correct: body.pairs.map((pair, index) => `${choiceId('L', index)} ${rightId(pair.right)}`),
      },
    ],
    body: `${paragraphs(questionText)}<qti-match-interaction response-identifier="${RESPONSE}" shuffle="true" max-associations="${body.pairs.length}"><qti-simple-match-set>${lefts}</qti-simple-match-set><qti-simple-match-set>${rightChoices}</qti-simple-match-set></qti-match-interaction>`,
  };
}

function hotspotParts(
  body: Extract<InterchangeBody, { kind: 'imageRegions' }>,
  questionText: string,
  media: ExportQuiz['media'],
): ItemParts | { skip: string } {
  const image = media.get(body.imageUrl);
  if (image === undefined) {
    return { skip: QTI_EXPORT_MESSAGES.imageNotStored };
  }
  const size = imageSize(image.bytes);
  if (size === null) {
    return { skip: QTI_EXPORT_MESSAGES.imageSizeUnknown };
  }
  const ids = body.regions.map((_region, index) => choiceId('H', index));
  const right = ids.filter((_id, index) => body.regions[index]?.correct);
  const pixels = (percent: number, of: number) => numberText((percent / 100) * of);
  const choices = body.regions
    .map((region, index) => {
      const coords = [
        pixels(region.x, size.width),
        pixels(region.y, size.height),
        pixels(region.x + region.width, size.width),
        pixels(region.y + region.height, size.height),
      ];
      return `<qti-hotspot-choice identifier="${ids[index] ?? ''}" shape="rect" coords="${coords.join(',')}"/>`;
    })
    .join('');
  const path = `images/${image.fileName}`;
  return {
    declarations: [
      { id: RESPONSE, cardinality: right.length === 1 ? 'single' : 'multiple', baseType: 'identifier', correct: right },
    ],
    body: `${paragraphs(questionText)}<qti-hotspot-interaction response-identifier="${RESPONSE}" max-choices="${right.length === 1 ? 1 : 0}"><img src="../${escapeXml(path)}" width="${size.width}" height="${size.height}" alt=""/>${choices}</qti-hotspot-interaction>`,
    image: { path, bytes: image.bytes },
  };
}

/** The declarations and body of a question, or why QTI cannot hold it here. */
export function itemParts(
  body: InterchangeBody,
  questionText: string,
  media: ExportQuiz['media'],
): ItemParts | { skip: string } {
  switch (body.kind) {
    case 'choice':
      return choiceParts(body, questionText);
    case 'trueFalse':
      return trueFalseParts(body.answer, questionText);
    case 'shortAnswer':
      return shortAnswerParts(body.answers, questionText);
    case 'gapText':
      return gapTextParts(body, questionText);
    case 'ordering':
      return orderingParts(body.items, questionText);
    case 'matching':
      return matchingParts(body, questionText);
    case 'imageRegions':
      return hotspotParts(body, questionText, media);
    case 'essay':
      return {
        declarations: [{ id: RESPONSE, cardinality: 'single', baseType: 'string', correct: [] }],
        body: `${paragraphs(questionText)}<qti-extended-text-interaction response-identifier="${RESPONSE}"/>`,
      };
    case 'statements':
      return { skip: QTI_EXPORT_MESSAGES.noStatements };
    case 'numerical':
      return { skip: QTI_EXPORT_MESSAGES.noNumerical };
    case 'description':
      return { skip: QTI_EXPORT_MESSAGES.noDescription };
  }
}

/** The explanation as modal feedback shown after every attempt: FEEDBACK defaults to its identifier. */
function explanationParts(explanation: string | null) {
  if (!explanation) {
    return { outcome: '', feedback: '' };
  }
  return {
    outcome:
      '<qti-outcome-declaration identifier="FEEDBACK" cardinality="single" base-type="identifier"><qti-default-value><qti-value>EXPLANATION</qti-value></qti-default-value></qti-outcome-declaration>',
    feedback: `<qti-modal-feedback outcome-identifier="FEEDBACK" identifier="EXPLANATION" show-hide="show"><qti-content-body>${paragraphs(explanation)}</qti-content-body></qti-modal-feedback>`,
  };
}

/** A QTI 3.0 item file: declarations, body, response processing and the explanation as modal feedback. */
export function itemXml(identifier: string, title: string, parts: ItemParts, explanation: string | null): string {
  const { outcome, feedback } = explanationParts(explanation);
  return [
    XML_DECLARATION,
    `<qti-assessment-item ${QTI_NAMESPACE} identifier="${identifier}" title="${escapeXml(title)}" adaptive="false" time-dependent="false">`,
    ...parts.declarations.map(declarationXml),
    '<qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"><qti-default-value><qti-value>0</qti-value></qti-default-value></qti-outcome-declaration>',
    outcome,
    `<qti-item-body>${parts.body}</qti-item-body>`,
    processingXml(parts.declarations),
    feedback,
    '</qti-assessment-item>',
    '',
  ]
    .filter((line, index, lines) => line !== '' || index === lines.length - 1)
    .join('\n');
}
