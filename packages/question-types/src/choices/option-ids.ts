import type { ChoiceContent, ChoiceOption } from './schema.ts';

/** The n-th option letter: a..z, then aa, ab, ... so ids stay letters however many options exist. */
export function optionLetter(index: number): string {
  let rest = index;
  let letters = '';
  do {
    letters = String.fromCharCode(97 + (rest % 26)) + letters;
    rest = Math.floor(rest / 26) - 1;
  } while (rest >= 0);
  return letters;
}

/** First letter not used by another option (api.md decision 7), so ids never repeat after removals. */
export function nextOptionId(options: ReadonlyArray<Pick<ChoiceOption, 'id'>>): string {
  const used = new Set(options.map((option) => option.id));
  let index = 0;
  while (used.has(optionLetter(index))) {
    index += 1;
  }
  return optionLetter(index);
}

/** Appends an empty, not-correct option with the next free letter (the editor's "Add option"). */
export function addOption<C extends ChoiceContent>(content: C): C {
  return { ...content, options: [...content.options, { id: nextOptionId(content.options), text: '', correct: false }] };
}

/** Spec 2 default of both choice types: four empty options a to d, none correct. */
export function defaultChoiceContent(): ChoiceContent {
  return { options: ['a', 'b', 'c', 'd'].map((id) => ({ id, text: '', correct: false })) };
}
