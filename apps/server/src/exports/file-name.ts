/** An ASCII file name from the quiz title (letters, digits, dashes), 'quiz' when nothing is left. */
export function fileNameOf(title: string): string {
  let name = '';
  for (const char of title.toLowerCase()) {
    const ascii = (char >= 'a' && char <= 'z') || (char >= '0' && char <= '9');
    name += ascii ? char : name.endsWith('-') || name === '' ? '' : '-';
  }
  name = name.endsWith('-') ? name.slice(0, -1) : name;
  return name.slice(0, 60) || 'quiz';
}
