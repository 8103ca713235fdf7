import { MalformedFileError } from '../format.ts';
import { childElements, parseXml } from '../qti/xml.ts';
import { formatDisplay, type DateDisplay } from './number-formats.ts';
import { openedTags } from './xml-measure.ts';

/**
 * The one thing read from a workbook's styles: which cell styles show a number as a date or time.
 * Only two sections of xl/styles.xml are measured and parsed, the number formats (`numFmts`) and the
 * cell formats (`cellXfs`, which a cell's `s` indexes); fonts, fills, borders and the rest are not.
 */

export const STYLES_PART = 'xl/styles.xml';
/**
 * Elements of the two sections parsed: Excel's own limit of 64,000 cell formats, each with its alignment
 * and protection, fits; the bound is a sheet's (`XLSX_LIMITS.maxElements`), so the parse stays as small.
 */
const MAX_STYLE_ELEMENTS = 200_000;

export const STYLE_LIMITS = { maxStyleElements: MAX_STYLE_ELEMENTS } as const;

export const STYLE_MESSAGES = {
  tooManyStyleElements: `The workbook's styles (${STYLES_PART}) write more than ${MAX_STYLE_ELEMENTS} elements in their number and cell formats`,
} as const;

/** Each cell style's date display, by the cell's `s`; null for a style that shows no date or time. */
export type CellStyles = readonly (DateDisplay | null)[];

/** The text of the first element named `name` (any namespace prefix), its tags included; null without one. */
function sectionOf(xml: string, name: string): string | null {
  for (const tag of openedTags(xml)) {
    if (tag.local !== name) {
      continue;
    }
    const tagEnd = xml.indexOf('>', tag.nameEnd);
    if (tagEnd === -1) {
      return null;
    }
    if (xml.charAt(tagEnd - 1) === '/') {
      return xml.slice(tag.start, tagEnd + 1);
    }
    const closing = `</${xml.slice(tag.start + 1, tag.nameEnd)}`;
    const close = xml.indexOf(closing, tagEnd);
    const end = close === -1 ? -1 : xml.indexOf('>', close);
    return xml.slice(tag.start, end === -1 ? xml.length : end + 1);
  }
  return null;
}

/** Elements the sections open (closing tags not counted). */
function elementCount(sections: readonly string[]): number {
  let count = 0;
  for (const section of sections) {
    for (const tag of openedTags(section)) {
      count += tag.local === '' ? 0 : 1;
    }
  }
  return count;
}

/** A format id (a whole number), or null. */
function formatId(text: string | undefined): number | null {
  const digits = text ?? '';
  for (let at = 0; at < digits.length; at += 1) {
    if (digits.charAt(at) < '0' || digits.charAt(at) > '9') {
      return null;
    }
  }
  return digits !== '' && digits.length <= 9 ? Number(digits) : null;
}

/** The cell styles of a styles part (measured before either section is parsed); none without the part. */
export function cellStyles(text: string | null): CellStyles {
  if (text === null) {
    return [];
  }
  const formats = sectionOf(text, 'numFmts');
  const cells = sectionOf(text, 'cellXfs');
  if (elementCount([formats ?? '', cells ?? '']) > MAX_STYLE_ELEMENTS) {
    throw new MalformedFileError(STYLE_MESSAGES.tooManyStyleElements);
  }
  const custom = new Map<number, string>();
  for (const format of formats === null ? [] : childElements(parseXml(formats, STYLES_PART), 'numFmt')) {
    const id = formatId(format.attributes['numFmtId']);
    const code = format.attributes['formatCode'];
    if (id !== null && code !== undefined) {
      custom.set(id, code);
    }
  }
  return (cells === null ? [] : childElements(parseXml(cells, STYLES_PART), 'xf')).map((style) => {
    const id = formatId(style.attributes['numFmtId']);
    return id === null ? null : formatDisplay(id, custom);
  });
}
