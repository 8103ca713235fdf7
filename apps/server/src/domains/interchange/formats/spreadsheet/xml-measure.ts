/** What ends an element's name in a tag. */
const NAME_ENDS = ' \t\r\n/>';

/** A tag as the scan finds it: its local name ("" for a closing tag) and where it starts and its name ends. */
interface OpenedTag {
  readonly local: string;
  readonly start: number;
  readonly nameEnd: number;
}

/**
 * The tags the XML opens, in order, with their local names (a namespace prefix dropped): one linear
 * pass over the text, so a part is measured before it is parsed. A closing tag's name is "".
 */
export function* openedTags(xml: string): Generator<OpenedTag> {
  for (let at = xml.indexOf('<'); at !== -1; at = xml.indexOf('<', at + 1)) {
    let local = at + 1;
    let end = local;
    while (end < xml.length && !NAME_ENDS.includes(xml.charAt(end))) {
      if (xml.charAt(end) === ':') {
        local = end + 1;
      }
      end += 1;
    }
    yield { local: xml.slice(local, end), start: at, nameEnd: end };
  }
}
