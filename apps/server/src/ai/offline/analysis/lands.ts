/**
 * Names of countries, the states of the United States and continents: lands, where a one-word name
 * the text does not list among them ("Buffalo", "Rome") is most likely a town. A land stands in only
 * for a land and a town only for a town: "from England to New York City" for "from Buffalo" is a
 * choice no reader weighs.
 */
/** The states of the United States, in lower case. */
const US_STATES: ReadonlySet<string> = new Set(
  [
    'Alabama Alaska Arizona Arkansas California Colorado Connecticut Delaware Florida Hawaii Idaho Illinois',
    'Indiana Iowa Kansas Kentucky Louisiana Maine Maryland Massachusetts Michigan Minnesota Mississippi',
    'Missouri Montana Nebraska Nevada Ohio Oklahoma Oregon Pennsylvania Tennessee Texas Utah Vermont Virginia',
    'Washington Wisconsin Wyoming',
  ]
    .join(' ')
    .split(' ')
    .map((name) => name.toLowerCase())
    .concat([
      'new hampshire',
      'new jersey',
      'new mexico',
      'north carolina',
      'south carolina',
      'north dakota',
      'south dakota',
      'west virginia',
      'rhode island',
    ]),
);

const LANDS = new Set(
  [
    'Afghanistan Albania Algeria Andorra Angola Argentina Armenia Australia Austria Azerbaijan Bahamas Bahrain',
    'Bangladesh Barbados Belarus Belgium Belize Benin Bhutan Bolivia Bosnia Botswana Brazil Brunei Bulgaria',
    'Burundi Cambodia Cameroon Canada Chad Chile China Colombia Comoros Congo Croatia Cuba Cyprus Czechia',
    'Denmark Djibouti Dominica Ecuador Egypt Eritrea Estonia Eswatini Ethiopia Fiji Finland France Gabon',
    'Gambia Georgia Germany Ghana Greece Grenada Guatemala Guinea Guyana Haiti Honduras Hungary Iceland India',
    'Indonesia Iran Iraq Ireland Israel Italy Jamaica Japan Jordan Kazakhstan Kenya Kiribati Kosovo Kuwait',
    'Kyrgyzstan Laos Latvia Lebanon Lesotho Liberia Libya Liechtenstein Lithuania Luxembourg Madagascar Malawi',
    'Malaysia Maldives Mali Malta Mauritania Mauritius Mexico Micronesia Moldova Monaco Mongolia Montenegro',
    'Morocco Mozambique Myanmar Burma Namibia Nauru Nepal Netherlands Holland Nicaragua Niger Nigeria Norway',
    'Oman Pakistan Palau Palestine Panama Paraguay Peru Philippines Poland Portugal Qatar Romania Russia Rwanda',
    'Samoa Senegal Serbia Seychelles Singapore Slovakia Slovenia Somalia Spain Sudan Suriname Sweden',
    'Switzerland Syria Taiwan Tajikistan Tanzania Thailand Togo Tonga Tunisia Turkey Turkmenistan Tuvalu Uganda',
    'Ukraine Uruguay Uzbekistan Vanuatu Venezuela Vietnam Yemen Zambia Zimbabwe England Scotland Wales Britain',
    'Prussia Persia Siam Ceylon Greenland Antarctica Africa Asia Europe Oceania America',
  ]
    .join(' ')
    .split(' ')
    .map((name) => name.toLowerCase())
    .concat(
      [
        'new zealand',
        'south africa|north korea|south korea|saudi arabia|sri lanka|costa rica',
        'el salvador|united kingdom|great britain|united states|north america|south america|new england',
        'east timor|ivory coast|sierra leone|papua new guinea|dominican republic|czech republic|cape verde',
      ]
        .join('|')
        .split('|'),
      [...US_STATES],
    ),
);

/** Whether a name is a land (a country, a state of the United States, a continent) rather than a town. */
export function isLand(name: string): boolean {
  return LANDS.has(name.toLowerCase().replace(/^the\s+/, ''));
}

/** The continents: "travelled to Europe" is no false statement as "travelled to Russia" (a land inside it). */
const CONTINENTS = new Set([
  'africa',
  'asia',
  'europe',
  'oceania',
  'antarctica',
  'america',
  'north america',
  'south america',
  'australia',
]);

/** Whether a name is a continent's, which holds lands: a land stands in only for a land, a continent for a continent. */
export function isContinent(name: string): boolean {
  return CONTINENTS.has(name.toLowerCase().replace(/^the\s+/, ''));
}

/** Lands that hold others: a land inside one is no false statement for it ("returning to Britain" of England). */
const HOLDERS = new Map<string, readonly string[]>([
  ...['britain', 'great britain', 'united kingdom'].map(
    (holder) => [holder, ['england', 'scotland', 'wales', 'northern ireland']] as const,
  ),
  ['new england', ['maine', 'vermont', 'new hampshire', 'massachusetts', 'rhode island', 'connecticut']],
]);
/** Two names of one land: "Holland" and "the Netherlands", "Britain" and "the United Kingdom". */
const SAME_LANDS: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['holland', 'netherlands']),
  new Set(['britain', 'great britain', 'united kingdom']),
  new Set(['burma', 'myanmar']),
  new Set(['persia', 'iran']),
  new Set(['siam', 'thailand']),
  new Set(['ceylon', 'sri lanka']),
  new Set(['america', 'united states']),
];

/**
 * Whether one land holds the other or both name one land: "After returning to Britain in 1856" is true of "returning
 * to England" (it was keyed false: the audit of session 21), and a state of the United States is inside it.
 */
export function landsOverlap(a: string, b: string): boolean {
  const [first, second] = [a, b].map((name) => name.toLowerCase().replace(/^the\s+/, '')) as [string, string];
  const inside = (holder: string, part: string) =>
    (HOLDERS.get(holder)?.includes(part) ?? false) ||
    (['united states', 'america'].includes(holder) && LANDS.has(part) && US_STATES.has(part));
  return (
    inside(first, second) || inside(second, first) || SAME_LANDS.some((names) => names.has(first) && names.has(second))
  );
}
