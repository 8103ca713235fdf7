/**
 * Names of countries, the states of the United States and continents: lands, where a one-word name
 * the text does not list among them ("Buffalo", "Rome") is most likely a town. A land stands in only
 * for a land and a town only for a town: "from England to New York City" for "from Buffalo" is a
 * choice no reader weighs.
 */
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
    'Alabama Alaska Arizona Arkansas California Colorado Connecticut Delaware Florida Hawaii Idaho Illinois',
    'Indiana Iowa Kansas Kentucky Louisiana Maine Maryland Massachusetts Michigan Minnesota Mississippi',
    'Missouri Montana Nebraska Nevada Ohio Oklahoma Oregon Pennsylvania Tennessee Texas Utah Vermont Virginia',
    'Washington Wisconsin Wyoming',
  ]
    .join(' ')
    .split(' ')
    .map((name) => name.toLowerCase())
    .concat(
      [
        'new zealand|new hampshire|new jersey|new mexico|north carolina|south carolina|north dakota|south dakota',
        'west virginia|rhode island|south africa|north korea|south korea|saudi arabia|sri lanka|costa rica',
        'el salvador|united kingdom|great britain|united states|north america|south america|new england',
        'east timor|ivory coast|sierra leone|papua new guinea|dominican republic|czech republic|cape verde',
      ]
        .join('|')
        .split('|'),
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
