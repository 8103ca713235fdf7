import { IMPORT_MAX_QUESTIONS, interchangeMessages, type InterchangeFormat } from '@quizmaker/contracts';
import { fieldError } from '../../errors.ts';
import { MalformedFileError, type FormatModule, type ParsedFile } from './formats/format.ts';
import { detectFormat } from './formats/index.ts';

/** The bytes as UTF-8 text (a byte order mark dropped), or null when they are not. */
function textOrNull(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/** UTF-8 text without NUL: PostgreSQL refuses U+0000 in text, and no question needs one. */
function decodeText(bytes: Buffer): string {
  if (bytes.includes(0)) {
    throw fieldError('file', interchangeMessages.nulCharacter);
  }
  const text = textOrNull(bytes);
  if (text === null) {
    throw fieldError('file', interchangeMessages.notText);
  }
  return text;
}

/** The format the bytes look like, or null; a zip whose directory is refused is a 400 with the reason. */
function sniffFormat(bytes: Buffer): InterchangeFormat | null {
  try {
    return detectFormat(bytes, textOrNull(bytes));
  } catch (error) {
    if (error instanceof MalformedFileError) {
      throw fieldError('file', error.message);
    }
    throw error;
  }
}

/**
 * Counts the questions (refusing too many before they are parsed), then parses; a file the format
 * cannot read is a 400 on `file` with the format's message.
 */
export async function readFile(module: FormatModule, bytes: Buffer): Promise<ParsedFile> {
  try {
    if (module.input === 'binary') {
      mustNotHoldTooMany(await module.countQuestions(bytes));
      return await module.parse(bytes);
    }
    const text = decodeText(bytes);
    mustNotHoldTooMany(module.countQuestions(text));
    return module.parse(text);
  } catch (error) {
    if (error instanceof MalformedFileError) {
      throw fieldError('file', error.message);
    }
    throw error;
  }
}

function mustNotHoldTooMany(count: number): void {
  if (count > IMPORT_MAX_QUESTIONS) {
    throw fieldError('file', interchangeMessages.tooManyQuestions);
  }
}

/** The format named, or the one the bytes look like; a 400 when none fits (saying what is wrong with bytes that are not text). */
export function formatOf(named: InterchangeFormat | undefined, bytes: Buffer): InterchangeFormat {
  const format = named ?? sniffFormat(bytes);
  if (format === null) {
    decodeText(bytes);
    throw fieldError('format', interchangeMessages.formatUnknown);
  }
  return format;
}
