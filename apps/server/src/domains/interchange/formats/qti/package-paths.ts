/** Paths inside a package: hrefs are relative to the file that names them, with `/` separators. */

/** The folder of a file in the package ('' at the top). */
export function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash + 1);
}

/** Whether the href is an absolute URL (http:, https:, data:...) rather than a file of the package. */
export function isUrl(href: string): boolean {
  const colon = href.indexOf(':');
  const slash = href.indexOf('/');
  return colon > 0 && (slash === -1 || colon < slash);
}

/** The package path an href names from `folder`, or null when it climbs out of the package. */
export function resolveHref(folder: string, href: string): string | null {
  const segments: string[] = [];
  const query = href.search(/[?#]/);
  const path = query === -1 ? href : href.slice(0, query);
  for (const segment of `${folder}${path}`.split('/')) {
    if (segment === '..') {
      if (segments.pop() === undefined) {
        return null;
      }
    } else if (segment !== '.' && segment !== '') {
      segments.push(segment);
    }
  }
  return segments.join('/');
}
