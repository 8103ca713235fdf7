/** Shapes of the options in a live room, in shown order: the host's screen and the phones use the same ones. */
const SHAPES = ['▲', '◆', '●', '■', '★', '⬟', '▼', '✚'] as const;

/**
 * The mark of the option at a shown position (0-based): a shape and a letter, so options are told apart
 * without colour (issue 22) and the host can say "the triangle" or "B". Shapes repeat past eight options;
 * the letter does not.
 */
export function optionMark(index: number): { shape: string; letter: string } {
  return {
    shape: SHAPES[index % SHAPES.length] ?? SHAPES[0],
    letter: String.fromCharCode(65 + (index % 26)),
  };
}
