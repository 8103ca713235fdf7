/**
 * Dates and times in a workbook: Excel stores them as numbers (days since its epoch, the time of day
 * as the fraction) and shows them through the cell's number format. A number whose format shows a
 * date or time is read as the text a person reads, written the ISO way: `2024-01-01`,
 * `2024-01-01 13:30`, `13:30`, `13:30:15`, `01:30` for `mm:ss`, or `36:00:00` for an elapsed time (`[h]:mm:ss`).
 * Formats are read by a small scanner, never by regular expressions.
 */

/** How a number format shows a number that is a date or time; null for every other format. */
export interface DateDisplay {
  readonly kind: 'date' | 'dateTime' | 'time' | 'elapsed';
  /** Whether the format shows seconds. */
  readonly seconds: boolean;
  /** Whether it shows hours: `mm:ss` shows minutes and seconds only (`01:30`). */
  readonly hours: boolean;
}

/** Excel's built-in date and time formats (numFmtId 14 to 22 and 45 to 47), which a workbook does not write out. */
const BUILT_IN_FORMATS: ReadonlyMap<number, string> = new Map([
  [14, 'm/d/yyyy'],
  [15, 'd-mmm-yy'],
  [16, 'd-mmm'],
  [17, 'mmm-yy'],
  [18, 'h:mm AM/PM'],
  [19, 'h:mm:ss AM/PM'],
  [20, 'h:mm'],
  [21, 'h:mm:ss'],
  [22, 'm/d/yyyy h:mm'],
  [45, 'mm:ss'],
  [46, '[h]:mm:ss'],
  [47, 'mm:ss.0'],
]);

const MS_PER_DAY = 86_400_000;
/** Serial 1 is 1 January 1900 (day 0 is shown as 0 January); from serial 61 on, days count from 30 December 1899. */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
/** Excel's 1900 leap-year bug: serial 60 is 29 February 1900, a day that never was. */
const LEAP_BUG_SERIAL = 60;
const EPOCH_1904 = Date.UTC(1904, 0, 1);
/** 31 December 9999, Excel's last date (1900 system); past it a cell shows ####. */
const LAST_SERIAL_1900 = 2_958_465;
const LAST_SERIAL_1904 = LAST_SERIAL_1900 - 1_462;

type Token = 'y' | 'd' | 'm' | 'h' | 's' | 'elapsed-h' | 'elapsed-m' | 'elapsed-s';

/** The first section of a format (the one for positive numbers): up to a `;` outside quotes. */
function firstSection(code: string): string {
  let quoted = false;
  for (let at = 0; at < code.length; at += 1) {
    const char = code.charAt(at);
    if (char === '"') {
      quoted = !quoted;
    } else if (char === '\\' && !quoted) {
      at += 1;
    } else if (char === ';' && !quoted) {
      return code.slice(0, at);
    }
  }
  return code;
}

/** A bracket's content as a token: `[h]`, `[mm]`, `[ss]` are elapsed units; colours, locales and conditions are none. */
function bracketToken(content: string): Token | null {
  const lower = content.toLowerCase();
  const unit = lower.charAt(0);
  if ((unit === 'h' || unit === 'm' || unit === 's') && lower === unit.repeat(lower.length)) {
    return `elapsed-${unit}`;
  }
  return null;
}

/**
 * The date and time tokens of a format section, in order: text in quotes, escaped characters (`\d`),
 * spacing (`_x`) and fill (`*x`) characters, AM/PM and brackets other than elapsed units are skipped.
 */
function tokensOf(section: string): Token[] {
  const tokens: Token[] = [];
  for (let at = 0; at < section.length; at += 1) {
    const char = section.charAt(at);
    const lower = char.toLowerCase();
    if (char === '"') {
      const close = section.indexOf('"', at + 1);
      at = close === -1 ? section.length : close;
    } else if (char === '\\' || char === '_' || char === '*') {
      at += 1;
    } else if (section.slice(at, at + 5).toUpperCase() === 'AM/PM') {
      at += 4;
    } else if (section.slice(at, at + 3).toUpperCase() === 'A/P') {
      at += 2;
    } else if (char === '[') {
      const close = section.indexOf(']', at + 1);
      const token = bracketToken(section.slice(at + 1, close === -1 ? section.length : close));
      if (token !== null) {
        tokens.push(token);
      }
      at = close === -1 ? section.length : close;
    } else if (lower === 'y' || lower === 'd' || lower === 'm' || lower === 'h' || lower === 's') {
      while (section.charAt(at + 1).toLowerCase() === lower) {
        at += 1;
      }
      tokens.push(lower);
    }
  }
  return tokens;
}

const isHour = (token: Token | undefined) => token === 'h' || token === 'elapsed-h';
const isSecond = (token: Token | undefined) => token === 's' || token === 'elapsed-s';

/** How a number format code shows a date or time, or null when it shows none (`0.00`, `[Red]0`, `0 "days"`). */
function dateDisplayOf(code: string): DateDisplay | null {
  const tokens = tokensOf(firstSection(code));
  // `m` is minutes right after hours or right before seconds, else the month (Excel's rule).
  const minute = (at: number) => isHour(tokens[at - 1]) || isSecond(tokens[at + 1]);
  const hasDate = tokens.some((token, at) => token === 'y' || token === 'd' || (token === 'm' && !minute(at)));
  const hasTime = tokens.some((token, at) => token === 'h' || token === 's' || (token === 'm' && minute(at)));
  const elapsed = tokens.some((token) => token.startsWith('elapsed-'));
  const seconds = tokens.some(isSecond);
  const hours = tokens.some(isHour);
  if (elapsed && !hasDate) {
    return { kind: 'elapsed', seconds, hours };
  }
  if (hasDate) {
    return { kind: hasTime ? 'dateTime' : 'date', seconds, hours: true };
  }
  return hasTime ? { kind: 'time', seconds, hours } : null;
}

/** The date display of a number format id: the workbook's own format of that id, else Excel's built-in one. */
export function formatDisplay(id: number, custom: ReadonlyMap<number, string>): DateDisplay | null {
  const code = custom.get(id) ?? BUILT_IN_FORMATS.get(id);
  return code === undefined ? null : dateDisplayOf(code);
}

const two = (number: number) => String(number).padStart(2, '0');

/** A day's date (the serial's whole days) as YYYY-MM-DD, Excel's 0 January and 29 February 1900 as Excel shows them. */
function dayText(days: number, date1904: boolean): string {
  if (!date1904 && days === 0) {
    return '1900-01-00';
  }
  if (!date1904 && days === LEAP_BUG_SERIAL) {
    return '1900-02-29';
  }
  const shifted = !date1904 && days < LEAP_BUG_SERIAL ? days + 1 : days;
  const date = new Date((date1904 ? EPOCH_1904 : EPOCH_1900) + shifted * MS_PER_DAY);
  return `${String(date.getUTCFullYear())}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`;
}

/**
 * Hours, minutes and (when shown) seconds: hours two digits for a time of day, as many as they take when
 * elapsed; a format without hours shows minutes and seconds (`mm:ss` 01:30, `[mm]:ss` 90:00).
 */
function clockText(hours: number, minutes: number, seconds: number, display: DateDisplay): string {
  if (!display.hours) {
    const minuteText = display.kind === 'elapsed' ? String(hours * 60 + minutes) : two(minutes);
    return `${minuteText}:${two(seconds)}`;
  }
  const hourText = display.kind === 'elapsed' ? String(hours) : two(hours);
  return `${hourText}:${two(minutes)}${display.seconds ? `:${two(seconds)}` : ''}`;
}

/**
 * A serial number as the text a person reads in its format (1900 or 1904 date system), or null for a
 * number no date can show (Excel shows #### for a negative date or one past 9999): it stays a number.
 */
export function serialText(serial: number, display: DateDisplay, date1904: boolean): string | null {
  // To the nearest second, as Excel shows it (a time stored as 0.5625000001 is 13:30:00).
  const totalSeconds = Math.round(Math.abs(serial) * 86_400);
  const clock = (seconds: number) =>
    clockText(Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60, display);
  if (display.kind === 'elapsed') {
    return `${serial < 0 ? '-' : ''}${clock(totalSeconds)}`;
  }
  if (serial < 0 || serial >= (date1904 ? LAST_SERIAL_1904 : LAST_SERIAL_1900) + 1) {
    return null;
  }
  const days = Math.floor(totalSeconds / 86_400);
  const time = clock(totalSeconds % 86_400);
  if (display.kind === 'time') {
    return time;
  }
  return display.kind === 'date' ? dayText(days, date1904) : `${dayText(days, date1904)} ${time}`;
}
