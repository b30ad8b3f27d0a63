import { BellRing } from 'lucide-react';

/** "3 waiting": how many shoppers asked to be told when this size is back (admin); nothing at 0. */
export function SizeDemand({ waiting }: { waiting: number }) {
  if (waiting === 0) return null;
  return (
    <span
      className="inline-flex items-center gap-0.5 rounded-full bg-warning-soft px-1.5 py-0.5 text-[11px] font-semibold whitespace-nowrap text-warning"
      title={`${waiting} ${waiting === 1 ? 'shopper waits' : 'shoppers wait'} for this size`}
    >
      <BellRing className="size-3" aria-hidden />
      {waiting} waiting
    </span>
  );
}
