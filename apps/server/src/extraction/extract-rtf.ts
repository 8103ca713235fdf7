import { TextDecoder } from 'node:util';
import { createReadStream } from 'node:fs';
import { Tokenize } from 'rtf-stream-parser';
import { ExtractionError, type ExtractedDocument, type ExtractionLimits } from './types.ts';

// Token types of rtf-stream-parser's Tokenize (a const enum in its typings).
const GROUP_START = 0;
const GROUP_END = 1;
const CONTROL = 2;
const TEXT = 3;

interface RtfToken {
  type: number;
  word?: string;
  param?: number;
  data?: Buffer;
}

/** Destinations whose text is not document body (tables of fonts and styles, metadata, pictures, fields' code). */
const SKIPPED_DESTINATIONS = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'object',
  'header',
  'headerl',
  'headerr',
  'headerf',
  'footer',
  'footerl',
  'footerr',
  'footerf',
  'fldinst',
  'xmlnstbl',
  'listtable',
  'listoverridetable',
  'rsidtbl',
  'generator',
  'themedata',
  'colorschememapping',
  'datastore',
  'latentstyles',
  'pgdsctbl',
  'revtbl',
  'filetbl',
  'nonshppict',
  'footnote',
  'annotation',
  'atnid',
  'atnauthor',
  'bkmkstart',
  'bkmkend',
  'fldtype',
  'txe',
  'xe',
  'tc',
  'private',
  'userprops',
  'operator',
  'author',
  'title',
  'subject',
  'keywords',
  'comment',
]);

const SYMBOLS: Record<string, string> = {
  par: '\n\n',
  sect: '\n\n',
  page: '\n\n',
  line: '\n',
  row: '\n',
  cell: '\t',
  tab: '\t',
  emdash: '\u2014',
  endash: '\u2013',
  bullet: '\u2022',
  lquote: '\u2018',
  rquote: '\u2019',
  ldblquote: '\u201c',
  rdblquote: '\u201d',
  emspace: ' ',
  enspace: ' ',
  qmspace: ' ',
  '~': '\u00a0',
  _: '-',
  '-': '',
  '\\': '\\',
  '{': '{',
  '}': '}',
};

/**
 * Drops the spaces and tabs that end a line (the last line keeps its own), in one pass: the pattern
 * /[ \t]+\n/g rescans a long run of spaces from each of its characters.
 */
export function withoutSpacesBeforeLineBreaks(text: string): string {
  const lines = text.split('\n');
  return lines
    .map((line, index) => {
      if (index === lines.length - 1) {
        return line;
      }
      let end = line.length;
      while (end > 0 && (line[end - 1] === ' ' || line[end - 1] === '\t')) {
        end -= 1;
      }
      return line.slice(0, end);
    })
    .join('\n');
}

function decoderFor(codePage: number): TextDecoder {
  try {
    return new TextDecoder(codePage === 65001 ? 'utf-8' : `windows-${codePage}`);
  } catch {
    return new TextDecoder('windows-1252');
  }
}

/**
 * RTF to plain text with rtf-stream-parser's tokenizer and a small interpreter: groups and their
 * `\uc` counts, ignorable (`\*`) and non-body destinations skipped, `\'hh` bytes decoded in the
 * document's code page, `\uN` with its fallback characters skipped, paragraphs as blank lines.
 */
export async function extractRtf(path: string, limits: ExtractionLimits): Promise<ExtractedDocument> {
  const tokens = createReadStream(path).pipe(new Tokenize());
  const stack: Array<{ skip: boolean; uc: number }> = [{ skip: false, uc: 1 }];
  let decoder = new TextDecoder('windows-1252');
  let out = '';
  let pendingBytes: Buffer[] = [];
  let pendingLength = 0;
  let toSkip = 0;
  let groupJustOpened = false;

  const flushBytes = () => {
    if (pendingBytes.length > 0) {
      out += decoder.decode(Buffer.concat(pendingBytes));
      pendingBytes = [];
      pendingLength = 0;
    }
  };
  const emit = (text: string) => {
    flushBytes();
    out += text;
    if (out.length > limits.maxTextCharacters) {
      throw new ExtractionError(`The document has more than ${limits.maxTextCharacters} characters of text`);
    }
  };

  try {
    for await (const token of tokens as AsyncIterable<RtfToken>) {
      const group = stack[stack.length - 1] ?? { skip: false, uc: 1 };
      const opened = groupJustOpened;
      groupJustOpened = false;
      if (token.type === GROUP_START) {
        flushBytes();
        stack.push({ skip: group.skip, uc: group.uc });
        groupJustOpened = true;
        continue;
      }
      if (token.type === GROUP_END) {
        flushBytes();
        if (stack.length > 1) {
          stack.pop();
        }
        toSkip = 0;
        continue;
      }
      if (group.skip) {
        continue;
      }
      if (token.type === CONTROL) {
        const word = token.word ?? '';
        if (opened && (word === '*' || SKIPPED_DESTINATIONS.has(word))) {
          group.skip = true;
          continue;
        }
        if (word === "'") {
          if (toSkip > 0) {
            toSkip -= 1;
            continue;
          }
          pendingBytes.push(token.data ?? Buffer.alloc(0));
          pendingLength += 1;
          continue;
        }
        if (word === 'ansicpg' && typeof token.param === 'number') {
          flushBytes();
          decoder = decoderFor(token.param);
          continue;
        }
        if (word === 'uc' && typeof token.param === 'number') {
          group.uc = Math.max(0, token.param);
          continue;
        }
        if (word === 'u' && typeof token.param === 'number') {
          const code = token.param < 0 ? token.param + 65536 : token.param;
          emit(String.fromCharCode(code));
          toSkip = group.uc;
          continue;
        }
        const symbol = SYMBOLS[word];
        if (symbol !== undefined) {
          toSkip = 0;
          emit(symbol);
        }
        continue;
      }
      if (token.type === TEXT && token.data) {
        let data = token.data;
        if (toSkip > 0) {
          const skipped = Math.min(toSkip, data.length);
          data = data.subarray(skipped);
          toSkip -= skipped;
        }
        if (data.length > 0) {
          pendingBytes.push(data);
          pendingLength += data.length;
          if (pendingLength > 65_536) {
            emit('');
          }
        }
      }
    }
    flushBytes();
  } catch (error) {
    if (error instanceof ExtractionError) {
      throw error;
    }
    throw new ExtractionError('The RTF file is damaged and could not be read');
  }
  const text = withoutSpacesBeforeLineBreaks(out.replace(/\r\n?/g, '\n'));
  return { format: 'RTF', text, title: null };
}
