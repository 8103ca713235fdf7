import type { InterchangeAnswer, InterchangeBody } from '@quizmaker/question-types';
import type { ParsedQuestion } from '../format.ts';
import { imageSize, type PixelSize } from './image-size.ts';
import {
  BLOCK_INTERACTIONS,
  holds,
  INLINE_INTERACTIONS,
  isInteraction,
  plainText,
  type TextReading,
} from './item-text.ts';
import { childElements, descendants, isElement, textContent, type XmlElement, type XmlNode } from './xml.ts';

/** Why an item is skipped (exact texts for the import report). */
export const QTI_ITEM_MESSAGES = {
  notAnItem: (file: string) => `${file} is not a QTI assessment item`,
  severalInteractions: (count: number) => `The item has ${count} interactions; a question here holds one`,
  unsupportedInteraction: (name: string) => `QTI ${name} has no matching question type here`,
  noCorrectOrder: 'The order interaction gives no correct order of all its choices',
  matchSets: 'The match interaction does not have two sets of choices',
  noImage: 'The hotspot interaction has no image',
  imageNotInPackage: (source: string) => `The hotspot image ${source} is not in the package`,
  imageSizeUnknown: (source: string) =>
    `The size of the hotspot image ${source} is unknown: its <img> gives no width and height and the image does not say`,
  coordsUnreadable: (id: string) => `Hotspot ${id}: its coordinates cannot be read`,
} as const;

/** What reading an item changed or dropped (exact texts for the import report). */
export const QTI_NOTES = {
  imageDropped: (source: string) => `Image ${source} not imported: question texts are plain text`,
  shapeAsRectangle: (id: string, shape: string) => `Hotspot ${id}: the ${shape} became its bounding rectangle`,
  defaultShapeDropped: (id: string) => `Hotspot ${id}: the whole-image shape was dropped`,
  associateAsMatching: 'Associate interaction read as matching: the first choice of each pair is on the left',
  noMatchDropped: (text: string) => `"${text}" has no match and was dropped`,
  otherMatchesDropped: (text: string) => `"${text}" has several matches: the first was kept`,
  feedbacksJoined: (count: number) => `${count} feedbacks joined into the explanation`,
} as const;

/** What the item reader needs of its package: images, by the path the item names them with. */
export interface ItemContext {
  /** The media ref of an image in the package (src relative to the item's file), or null when there is none. */
  imageRef(source: string): { ref: string; bytes: Uint8Array } | null;
}

interface Declaration {
  readonly baseType: string;
  readonly correct: readonly string[];
  /** mapKey → points, with the mapping's upper bound (null when none). */
  readonly mapping: { readonly entries: ReadonlyMap<string, number>; readonly upperBound: number | null } | null;
}

const FULL = 100;
/** Weights and percents kept to 4 decimals, so pixel and point arithmetic reads back as written. */
const rounded = (value: number) => Number(value.toFixed(4));

function declarations(item: XmlElement): Map<string, Declaration> {
  const found = new Map<string, Declaration>();
  for (const declaration of childElements(item, 'responseDeclaration')) {
    const correct = childElements(declaration, 'correctResponse').flatMap((response) =>
      childElements(response, 'value').map((value) => textContent(value).trim()),
    );
    const mappingElement = childElements(declaration, 'mapping')[0];
    const entries = new Map<string, number>();
    for (const entry of mappingElement ? childElements(mappingElement, 'mapEntry') : []) {
      const points = Number(entry.attributes['mappedValue']);
      if (Number.isFinite(points)) {
        entries.set(entry.attributes['mapKey'] ?? '', points);
      }
    }
    const upperBound = Number(mappingElement?.attributes['upperBound'] ?? Number.NaN);
    found.set(declaration.attributes['identifier'] ?? '', {
      baseType: declaration.attributes['baseType'] ?? '',
      correct,
      mapping:
        entries.size > 0
          ? { entries, upperBound: Number.isFinite(upperBound) && upperBound > 0 ? upperBound : null }
          : null,
    });
  }
  return found;
}

/**
 * Weights in percent of the keys: from the mapping's points when there is one (the full mark is
 * the upper bound, else the largest sum a taker can reach), else 100% for each correct value,
 * shared when `share` (several answers make the full mark together).
 */
function weightsOf(declaration: Declaration | undefined, keys: readonly string[], share: boolean): number[] {
  const mapping = declaration?.mapping;
  if (mapping) {
    const points = keys.map((key) => mapping.entries.get(key) ?? 0);
    const positive = points.filter((value) => value > 0);
    const full =
      mapping.upperBound ?? (share ? positive.reduce((sum, value) => sum + value, 0) : Math.max(0, ...positive));
    if (full > 0) {
      return points.map((value) => rounded(Math.max(-FULL, Math.min(FULL, (value / full) * FULL))));
    }
  }
  const correct = new Set(declaration?.correct ?? []);
  const right = keys.filter((key) => correct.has(key)).length;
  return keys.map((key) => (correct.has(key) ? (share ? rounded(FULL / right) : FULL) : 0));
}

const identifierOf = (element: XmlElement) => element.attributes['identifier'] ?? '';

/** Text of a choice, its images noted. */
function choiceText(choice: XmlElement, notes: string[]): string {
  const reading: TextReading = { inline: () => '', images: [] };
  const text = plainText(choice.children, reading);
  notes.push(...reading.images.map((source) => QTI_NOTES.imageDropped(source)));
  return text;
}

type Read = { body: InterchangeBody } | { unreadable: string };

function readChoice(interaction: XmlElement, declaration: Declaration | undefined, notes: string[]): Read {
  const choices = childElements(interaction, 'simpleChoice');
  const multipleAnswers = (interaction.attributes['maxChoices'] ?? '1') !== '1';
  const weights = weightsOf(declaration, choices.map(identifierOf), multipleAnswers);
  const options = choices.map((choice, index) => ({ text: choiceText(choice, notes), weight: weights[index] ?? 0 }));
  // Our export writes TRUE_FALSE as a single choice between "True" and "False" (as Moodle and Canvas do).
  const texts = options.map((option) => option.text.toLowerCase());
  const right = options.filter((option) => option.weight >= FULL);
  if (
    !multipleAnswers &&
    texts.length === 2 &&
    texts.includes('true') &&
    texts.includes('false') &&
    right.length === 1
  ) {
    return { body: { kind: 'trueFalse', answer: right[0]?.text.toLowerCase() === 'true' } };
  }
  return { body: { kind: 'choice', multipleAnswers, options } };
}

function readOrder(interaction: XmlElement, declaration: Declaration | undefined, notes: string[]): Read {
  const texts = new Map(childElements(interaction, 'simpleChoice').map((choice) => [identifierOf(choice), choice]));
  const order = declaration?.correct ?? [];
  if (order.length !== texts.size || new Set(order).size !== order.length || order.some((id) => !texts.has(id))) {
    return { unreadable: QTI_ITEM_MESSAGES.noCorrectOrder };
  }
  return {
    body: { kind: 'ordering', items: order.map((id) => choiceText(texts.get(id) as XmlElement, notes)) },
  };
}

/** Pairs of identifiers from "A B" values. */
const pairsOf = (declaration: Declaration | undefined) =>
  (declaration?.correct ?? []).map((value) => value.split(/[ \t\r\n]+/)).filter((pair) => pair.length === 2) as Array<
    [string, string]
  >;

function matchingBody(
  lefts: readonly XmlElement[],
  rights: readonly XmlElement[],
  pairs: ReadonlyArray<[string, string]>,
  notes: string[],
): Read {
  const rightText = new Map(rights.map((choice) => [identifierOf(choice), choiceText(choice, notes)]));
  const leftIds = new Set(lefts.map(identifierOf));
  // A pair may name its choices either way round.
  const oriented = pairs.map(([first, second]) => (leftIds.has(first) ? [first, second] : [second, first]));
  const used = new Set<string>();
  const bodyPairs: Array<{ left: string; right: string }> = [];
  for (const left of lefts) {
    const text = choiceText(left, notes);
    const matches = oriented.filter(
      ([leftId, rightId]) => leftId === identifierOf(left) && rightText.has(rightId ?? ''),
    );
    const first = matches[0]?.[1];
    if (first === undefined) {
      notes.push(QTI_NOTES.noMatchDropped(text));
      continue;
    }
    if (matches.length > 1) {
      notes.push(QTI_NOTES.otherMatchesDropped(text));
    }
    used.add(first);
    bodyPairs.push({ left: text, right: rightText.get(first) ?? '' });
  }
  const distractors = rights
    .filter((choice) => !used.has(identifierOf(choice)))
    .map((choice) => rightText.get(identifierOf(choice)) ?? '');
  return { body: { kind: 'matching', pairs: bodyPairs, distractors } };
}

function readMatch(interaction: XmlElement, declaration: Declaration | undefined, notes: string[]): Read {
  const sets = childElements(interaction, 'simpleMatchSet');
  const [lefts, rights] = sets.map((set) => childElements(set, 'simpleAssociableChoice'));
  if (sets.length !== 2 || lefts === undefined || rights === undefined) {
    return { unreadable: QTI_ITEM_MESSAGES.matchSets };
  }
  return matchingBody(lefts, rights, pairsOf(declaration), notes);
}

function readAssociate(interaction: XmlElement, declaration: Declaration | undefined, notes: string[]): Read {
  const choices = childElements(interaction, 'simpleAssociableChoice');
  const pairs = pairsOf(declaration);
  const firsts = new Set(pairs.map(([first]) => first));
  const seconds = new Set(pairs.map(([, second]) => second));
  notes.push(QTI_NOTES.associateAsMatching);
  return matchingBody(
    choices.filter((choice) => firsts.has(identifierOf(choice))),
    choices.filter((choice) => !firsts.has(identifierOf(choice)) || seconds.has(identifierOf(choice))),
    pairs,
    notes,
  );
}

function readCoords(coords: string): number[] | null {
  const values = coords.split(',').map((value) => Number(value.trim()));
  return values.length > 0 && values.every((value) => Number.isFinite(value)) ? values : null;
}

/** A shape's bounding box in pixels: [left, top, right, bottom]. */
function boundingBox(shape: string, values: readonly number[]): [number, number, number, number] | null {
  const [a = 0, b = 0, c = 0, d = 0] = values;
  switch (shape) {
    case 'rect':
      return values.length === 4 ? [Math.min(a, c), Math.min(b, d), Math.max(a, c), Math.max(b, d)] : null;
    case 'circle':
      return values.length === 3 ? [a - c, b - c, a + c, b + c] : null;
    case 'ellipse':
      return values.length === 4 ? [a - c, b - d, a + c, b + d] : null;
    case 'poly': {
      const xs = values.filter((_value, index) => index % 2 === 0);
      const ys = values.filter((_value, index) => index % 2 === 1);
      return values.length >= 6 && values.length % 2 === 0
        ? [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)]
        : null;
    }
    default:
      return null;
  }
}

function readHotspot(
  interaction: XmlElement,
  declaration: Declaration | undefined,
  notes: string[],
  context: ItemContext,
): Read {
  const image = childElements(interaction).find(
    (element) => element.name === 'img' || (element.name === 'object' && element.attributes['data'] !== undefined),
  );
  const source = image?.attributes['src'] ?? image?.attributes['data'];
  if (image === undefined || source === undefined) {
    return { unreadable: QTI_ITEM_MESSAGES.noImage };
  }
  let imageUrl = source;
  let size: PixelSize | null = null;
  const width = Number(image.attributes['width']);
  const height = Number(image.attributes['height']);
  if (width > 0 && height > 0) {
    size = { width, height };
  }
  if (!source.startsWith('http://') && !source.startsWith('https://')) {
    const packed = context.imageRef(source);
    if (packed === null) {
      return { unreadable: QTI_ITEM_MESSAGES.imageNotInPackage(source) };
    }
    imageUrl = packed.ref;
    size ??= imageSize(packed.bytes);
  }
  if (size === null) {
    return { unreadable: QTI_ITEM_MESSAGES.imageSizeUnknown(source) };
  }
  const choices = childElements(interaction, 'hotspotChoice');
  const weights = weightsOf(declaration, choices.map(identifierOf), false);
  const regions = [];
  for (const [index, choice] of choices.entries()) {
    const id = identifierOf(choice);
    const shape = choice.attributes['shape'] ?? 'rect';
    if (shape === 'default') {
      notes.push(QTI_NOTES.defaultShapeDropped(id));
      continue;
    }
    const values = readCoords(choice.attributes['coords'] ?? '');
    const box = values === null ? null : boundingBox(shape, values);
    if (box === null) {
      return { unreadable: QTI_ITEM_MESSAGES.coordsUnreadable(id) };
    }
    if (shape !== 'rect') {
      notes.push(QTI_NOTES.shapeAsRectangle(id, shape));
    }
    const [left, top, right, bottom] = box;
    regions.push({
      x: rounded((left / size.width) * FULL),
      y: rounded((top / size.height) * FULL),
      width: rounded(((right - left) / size.width) * FULL),
      height: rounded(((bottom - top) / size.height) * FULL),
      correct: (weights[index] ?? 0) > 0,
    });
  }
  return { body: { kind: 'imageRegions', imageUrl, regions } };
}

/** The typed answers a text entry accepts: its mapping's keys by points, else its correct values. */
function typedAnswers(declaration: Declaration | undefined): InterchangeAnswer[] {
  const keys = declaration?.mapping ? [...declaration.mapping.entries.keys()] : [...(declaration?.correct ?? [])];
  const weights = weightsOf(declaration, keys, false);
  return keys.map((text, index) => ({ text, weight: weights[index] ?? 0 }));
}

function shortAnswer(declaration: Declaration | undefined): InterchangeBody {
  const answers = typedAnswers(declaration);
  const numeric = declaration?.baseType === 'float' || declaration?.baseType === 'integer';
  if (numeric && answers.length > 0 && answers.every((answer) => Number.isFinite(Number(answer.text)))) {
    return {
      kind: 'numerical',
      answers: answers.map((answer) => ({ value: Number(answer.text), tolerance: 0, weight: answer.weight })),
    };
  }
  return { kind: 'shortAnswer', answers };
}

function gapAnswers(
  interaction: XmlElement,
  declaration: Declaration | undefined,
  notes: string[],
): InterchangeAnswer[] {
  if (interaction.name === 'textEntryInteraction') {
    return typedAnswers(declaration);
  }
  const choices = childElements(interaction, 'inlineChoice');
  const weights = weightsOf(declaration, choices.map(identifierOf), false);
  return choices.map((choice, index) => ({ text: choiceText(choice, notes), weight: weights[index] ?? 0 }));
}

const marker = (id: number) => `___${id}___`;

/**
 * Text entries and inline choices inside text: a gap text. The body's top-level blocks holding
 * them are the gap text; the others are the question (or, when there are none, the gap text with
 * blanks, as GIFT's missing word reads).
 */
function readGaps(body: XmlElement, responses: Map<string, Declaration>, notes: string[], images: string[]) {
  const gaps: Array<{ id: number; answers: InterchangeAnswer[] }> = [];
  const gapReading: TextReading = {
    images,
    inline: (interaction) => {
      const id = gaps.length + 1;
      gaps.push({
        id,
        answers: gapAnswers(interaction, responses.get(interaction.attributes['responseIdentifier'] ?? ''), notes),
      });
      return marker(id);
    },
  };
  const questionParts: XmlNode[] = [];
  const gapParts: XmlNode[] = [];
  for (const node of body.children) {
    (holds(node, INLINE_INTERACTIONS) ? gapParts : questionParts).push(node);
  }
  const text = plainText(gapParts, gapReading);
  const question = plainText(questionParts, { inline: () => '', images });
  const blanks = gaps.reduce((result, gap) => result.replace(marker(gap.id), '_____'), text);
  return { text: question === '' ? blanks : question, body: { kind: 'gapText' as const, text, gaps } };
}

/** The item's explanation: its modal feedback and feedback blocks, joined. */
function feedbackOf(item: XmlElement, notes: string[], images: string[]): string | null {
  const feedbacks = [
    ...childElements(item, 'modalFeedback'),
    ...descendants(item, new Set(['feedbackBlock', 'feedbackInline'])),
  ]
    .map((feedback) => plainText(feedback.children, { inline: () => '', images }))
    .filter((text) => text !== '');
  if (feedbacks.length > 1) {
    notes.push(QTI_NOTES.feedbacksJoined(feedbacks.length));
  }
  return feedbacks.length === 0 ? null : feedbacks.join('\n');
}

/** One QTI assessment item (QTI 2.1 names) as a neutral question, or unreadable with the reason. */
export function readItem(item: XmlElement, index: number, file: string, context: ItemContext): ParsedQuestion {
  const title = item.attributes['title'] ?? null;
  const body = childElements(item, 'itemBody')[0];
  if (item.name !== 'assessmentItem' || body === undefined) {
    return { index, title, text: '', unreadable: QTI_ITEM_MESSAGES.notAnItem(file) };
  }
  const notes: string[] = [];
  const images: string[] = [];
  const responses = declarations(item);
  const interactions = descendants(body, new Set(allInteractionNames(body)));
  const inline = interactions.filter((interaction) => INLINE_INTERACTIONS.has(interaction.name));
  const blocks = interactions.filter((interaction) => !INLINE_INTERACTIONS.has(interaction.name));
  const generalFeedback = feedbackOf(item, notes, images);
  const questionText = () => plainText(body.children, { inline: () => '', images });
  const done = (text: string, read: Read): ParsedQuestion => {
    if ('unreadable' in read) {
      return { index, title, text, unreadable: read.unreadable };
    }
    notes.push(...images.map((source) => QTI_NOTES.imageDropped(source)));
    return { index, title, text, generalFeedback, body: read.body, notes };
  };
  const unknown = interactions.find(
    (interaction) => !BLOCK_INTERACTIONS.has(interaction.name) && !INLINE_INTERACTIONS.has(interaction.name),
  );
  if (unknown !== undefined) {
    return done(questionText(), { unreadable: QTI_ITEM_MESSAGES.unsupportedInteraction(unknown.name) });
  }
  const [single] = interactions;
  if (single === undefined) {
    return done(questionText(), { body: { kind: 'description' } });
  }
  if (blocks.length > 0 && interactions.length > 1) {
    return done(questionText(), { unreadable: QTI_ITEM_MESSAGES.severalInteractions(interactions.length) });
  }
  const declaration = responses.get(single.attributes['responseIdentifier'] ?? '');
  if (inline.length > 0) {
    const standsAlone =
      inline.length === 1 &&
      single.name === 'textEntryInteraction' &&
      body.children.every(
        (node) => !holds(node, INLINE_INTERACTIONS) || plainText([node], { inline: () => '', images: [] }) === '',
      );
    if (standsAlone) {
      return done(questionText(), { body: shortAnswer(declaration) });
    }
    const gaps = readGaps(body, responses, notes, images);
    return done(gaps.text, { body: gaps.body });
  }
  return done(questionText(), readBlock(single, declaration, notes, context));
}

function readBlock(
  interaction: XmlElement,
  declaration: Declaration | undefined,
  notes: string[],
  context: ItemContext,
): Read {
  switch (interaction.name) {
    case 'choiceInteraction':
      return readChoice(interaction, declaration, notes);
    case 'orderInteraction':
      return readOrder(interaction, declaration, notes);
    case 'matchInteraction':
      return readMatch(interaction, declaration, notes);
    case 'associateInteraction':
      return readAssociate(interaction, declaration, notes);
    case 'hotspotInteraction':
      return readHotspot(interaction, declaration, notes, context);
    default:
      return { body: { kind: 'essay' } };
  }
}

/** Names of the interaction elements in the body (anything named *Interaction). */
function allInteractionNames(body: XmlElement): string[] {
  const names = new Set<string>();
  const visit = (node: XmlNode) => {
    if (isElement(node)) {
      if (isInteraction(node)) {
        names.add(node.name);
      }
      node.children.forEach(visit);
    }
  };
  visit(body);
  return [...names];
}
