import type { InterchangeAnswer, InterchangeBody } from '@quizmaker/question-types';
import type { ParsedQuestion } from '../format.ts';
import {
  BLOCK_INTERACTIONS,
  holds,
  INLINE_INTERACTIONS,
  isInteraction,
  plainText,
  type TextReading,
} from './item-text.ts';
import { QTI_ITEM_MESSAGES, QTI_NOTES } from './messages.ts';
import { isUrl } from './package-paths.ts';
import { readHotspot, type ItemContext } from './read-hotspot.ts';
import { declarations, FULL, identifierOf, typedAnswers, weightsOf, type Declaration, type Read } from './responses.ts';
import { childElements, descendants, isElement, type XmlElement, type XmlNode } from './xml.ts';

/** Text of a choice, its images noted. */
function choiceText(choice: XmlElement, notes: string[]): string {
  const reading: TextReading = { inline: () => '', images: [] };
  const text = plainText(choice.children, reading);
  notes.push(...reading.images.map((source) => QTI_NOTES.imageDropped(source)));
  return text;
}

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
function readGaps(
  body: XmlElement,
  responses: Map<string, Declaration>,
  notes: string[],
  images: string[],
  keepImage: (source: string) => string | null,
) {
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
  const question = plainText(questionParts, { inline: () => '', images, keepImage });
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
  const missing: string[] = [];
  const keepImage = (source: string) => {
    // An image on the web is kept as it is; other URLs (data:, javascript:) are not images we show.
    const web = source.startsWith('https://') || source.startsWith('http://');
    const url = web ? source : isUrl(source) ? null : (context.imageRef(source)?.ref ?? null);
    if (url === null) {
      missing.push(source);
    }
    return url;
  };
  const questionText = () => plainText(body.children, { inline: () => '', images, keepImage });
  const done = (text: string, read: Read): ParsedQuestion => {
    if ('unreadable' in read) {
      return { index, title, text, unreadable: read.unreadable };
    }
    notes.push(
      ...images.filter((source) => !missing.includes(source)).map((source) => QTI_NOTES.imageDropped(source)),
      ...missing.map((source) => QTI_NOTES.imageMissing(source)),
    );
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
    const gaps = readGaps(body, responses, notes, images, keepImage);
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
