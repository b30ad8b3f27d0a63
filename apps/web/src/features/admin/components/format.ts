import { orderStatusTone } from '@shop/shared';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

export const METHOD_LABEL: Record<string, string> = { cod: 'Cash on delivery', online: 'Online' };

const toneClass = {
  yellow: 'bg-warning-soft text-warning',
  green: 'bg-success-soft text-success',
  red: 'bg-danger-soft text-danger',
};

/** Status colours: pending and processing yellow, shipped and delivered green, others red. */
export const statusBadgeClass = (status: string) =>
  `inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${toneClass[orderStatusTone(status)]}`;
