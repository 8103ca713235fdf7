import { useCallback, useEffect, useRef } from 'react';

/**
 * Moves focus to an element by id once the next render is committed. Reordering a keyed list moves
 * DOM nodes, and a moved node loses focus; the move buttons use this to keep the keyboard user on
 * the item they are moving (or on its other button when one end of the list is reached).
 */
export function useFocusAfterRender(): (...candidateIds: string[]) => void {
  const pending = useRef<string[] | null>(null);
  useEffect(() => {
    const ids = pending.current;
    if (ids === null) {
      return;
    }
    pending.current = null;
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element instanceof HTMLElement && !(element instanceof HTMLButtonElement && element.disabled)) {
        element.focus();
        return;
      }
    }
  });
  return useCallback((...candidateIds: string[]) => {
    pending.current = candidateIds;
  }, []);
}
