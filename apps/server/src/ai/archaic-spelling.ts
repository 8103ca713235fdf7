/**
 * Spellings of the eighteenth century that a reader today stops at ("The Senate shall chuse their other
 * Officers"). The offline generator shows the modern word (offline/analysis/wording.ts); comparing texts
 * folds them too (quality.ts), so a question that shows "choose" is grounded in a text that says "chuse".
 */
const ARCHAIC_SPELLINGS: ReadonlyMap<string, string> = new Map([
  ['chuse', 'choose'],
  ['chuses', 'chooses'],
  ['chusing', 'choosing'],
  ['controul', 'control'],
  ['controuls', 'controls'],
  ['controuled', 'controlled'],
  ['controuling', 'controlling'],
  ['shew', 'show'],
  ['shews', 'shows'],
  ['shewed', 'showed'],
  ['shewing', 'showing'],
  ['shewn', 'shown'],
  ['compleat', 'complete'],
  ['publick', 'public'],
  ['antient', 'ancient'],
  ['encrease', 'increase'],
  ['connexion', 'connection'],
]);

/** A word in its modern spelling, in the case it was written in ("Chuse" → "Choose"); any other word as it is. */
export function modernSpelling(word: string): string {
  const modern = ARCHAIC_SPELLINGS.get(word.toLowerCase());
  if (modern === undefined) {
    return word;
  }
  return /^\p{Lu}/u.test(word) ? `${modern.charAt(0).toUpperCase()}${modern.slice(1)}` : modern;
}
