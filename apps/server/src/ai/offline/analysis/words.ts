import type { Token } from '../nlp.ts';

/** Pronouns of the speaker or the reader: a sentence with one is no claim of the text, and none is a term. */
export const PERSONAL = new Set(['i', 'me', 'my', 'we', 'us', 'our', 'you', 'your']);

/** Pronouns that stand for something a lone sentence or clause may not name: "it", "they", "these". */
export const POINTING_PRONOUNS: ReadonlySet<string> = new Set(['it', 'they', 'them', 'this', 'these', 'those']);

export const isWord = (token: Token) => token.type === 'word' || token.type === 'number';

/** Words as a chunk counts them (whitespace-separated, holding a letter or a digit). */
export { countWords } from '../../../chunking/split.ts';

/** Nouns of people: "parent", "candidates", "visitors", "explorer". */
const PERSON_NOUNS = new Set(
  'girl girls boy boys mother mothers father fathers wife wives husband husbands king kings queen queens person people persons parent parents child children adult adults student students pupil pupils candidate candidates teacher teachers doctor doctors nurse nurses patient patients visitor visitors member members worker workers employee employees employer employers engineer engineers farmer farmers soldier soldiers woman women man men officer officers invigilator invigilators owner owners user users customer customers tenant tenants driver drivers athlete athletes player players citizen citizens resident residents guest guests author authors reader readers explorer explorers inventor inventors writer writers painter painters poet poets leader leaders ruler rulers emperor emperors governor governors president presidents judge judges lawyer lawyers surgeon surgeons'.split(
    ' ',
  ),
);
/** Words in "-ist" that name no one: "checklist", "wrists", "schist". */
const NOT_TRADES = new Set(
  'checklist checklists playlist playlists wishlist wishlists shortlist shortlists blacklist blacklists whitelist whitelists waitlist waitlists wrist wrists twist twists schist assist insist resist persist consist'.split(
    ' ',
  ),
);

/** Whether a noun phrase names people: its last word one of PERSON_NOUNS or of a trade in "-ist" ("volcanologists"). */
export function namesPeople(phrase: string): boolean {
  const head = phrase.toLowerCase().split(' ').at(-1) ?? '';
  return PERSON_NOUNS.has(head) || (head.length >= 6 && /ists?$/.test(head) && !NOT_TRADES.has(head));
}
