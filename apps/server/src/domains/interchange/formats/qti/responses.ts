import type { InterchangeAnswer, InterchangeBody } from '@quizmaker/question-types';
import { childElements, textContent, type XmlElement } from './xml.ts';

/** A response declaration: what the item says is right, and what each response scores. */
export interface Declaration {
  readonly baseType: string;
  readonly correct: readonly string[];
  /** mapKey → points, with the mapping's upper bound (null when none). */
  readonly mapping: { readonly entries: ReadonlyMap<string, number>; readonly upperBound: number | null } | null;
}

export const FULL = 100;
/** Weights and percents kept to 4 decimals, so pixel and point arithmetic reads back as written. */
export const rounded = (value: number) => Number(value.toFixed(4));

/** The item's response declarations by identifier. */
export function declarations(item: XmlElement): Map<string, Declaration> {
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
export function weightsOf(declaration: Declaration | undefined, keys: readonly string[], share: boolean): number[] {
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

export const identifierOf = (element: XmlElement) => element.attributes['identifier'] ?? '';

/** The typed answers a text entry accepts: its mapping's keys by points, else its correct values. */
export function typedAnswers(declaration: Declaration | undefined): InterchangeAnswer[] {
  const keys = declaration?.mapping ? [...declaration.mapping.entries.keys()] : [...(declaration?.correct ?? [])];
  const weights = weightsOf(declaration, keys, false);
  return keys.map((text, index) => ({ text, weight: weights[index] ?? 0 }));
}

/** What an interaction reads as: a neutral body, or why it cannot be read. */
export type Read = { body: InterchangeBody } | { unreadable: string };
