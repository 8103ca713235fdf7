import type { SortableListTexts } from '../../ui/index.ts';
import { useQuestionTypesT } from '../i18n/index.ts';

/** What an ordering list says while an item is dragged: the item by its name ('Bake', 'Item 2') and its position. */
export function useOrderingDragTexts<T>(
  items: readonly T[],
  nameOf: (item: T, index: number) => string,
): SortableListTexts {
  const t = useQuestionTypesT();
  const name = (index: number): string => {
    const item = items[index];
    return item === undefined ? '' : nameOf(item, index);
  };
  return {
    instructions: t('ordering.dndInstructions'),
    pickedUp: (index, total) => t('ordering.dndPickedUp', { text: name(index), position: index + 1, total }),
    over: (from, to, total) => t('ordering.dndOver', { text: name(from), position: to + 1, total }),
    dropped: (from, to, total) => t('ordering.dndDropped', { text: name(from), position: to + 1, total }),
    cancelled: (index) => t('ordering.dndCancelled', { text: name(index) }),
  };
}
