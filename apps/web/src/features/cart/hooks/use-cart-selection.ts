import { useCallback, useMemo, useState } from 'react';

/** The optional selection mode of the cart: which lines are picked for Buy Selected. */
export function useCartSelection(itemIds: readonly string[]) {
  const [active, setActive] = useState(false);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());

  // Lines that left the cart (removed, bought elsewhere) drop out of the selection by themselves.
  const selected = useMemo(() => new Set(itemIds.filter((id) => picked.has(id))), [itemIds, picked]);

  const toggle = useCallback((id: string) => {
    setPicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const allSelected = itemIds.length > 0 && selected.size === itemIds.length;
  const toggleAll = useCallback(() => setPicked(allSelected ? new Set() : new Set(itemIds)), [allSelected, itemIds]);

  const setMode = useCallback((on: boolean) => {
    setActive(on);
    if (!on) setPicked(new Set());
  }, []);

  return { active, setMode, selected, toggle, toggleAll, allSelected };
}
