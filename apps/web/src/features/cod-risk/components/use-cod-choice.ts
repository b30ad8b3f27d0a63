import { COD_OUTCOME_LABELS, COD_TEXTS, ContactNumber } from '@shop/shared';
import { useCheckoutOptions } from '../api/cod-risk';

/**
 * The server's COD decision for this checkout, in the words checkout shows: why cash on delivery
 * is not offered (or null), what comes with the COD that is (a confirmation), and what paying
 * online saves. The server refuses the same orders whatever this says.
 */
export function useCodChoice(pin: string, itemIds: readonly string[], contact = '') {
  // The typed number once it is a whole one (the decision reads whether COD went to it before).
  const phone = ContactNumber.safeParse(contact);
  const options = useCheckoutOptions(pin, itemIds, phone.success ? phone.data : '');
  const answer = options.data;
  if (!answer) return { refusal: null, note: null, saving: null, label: null };
  const reasons = answer.reasons.map((r) => r.text).join('. ');
  return {
    refusal: answer.codOutcome === null ? reasons : null,
    note:
      answer.codOutcome === 'cod_partial'
        ? `${COD_TEXTS.payNow(answer.methods.find((m) => m.method === 'cod_partial')?.payNowAmount ?? 0)}. ${reasons}`
        : answer.codOutcome === 'cod_confirm'
          ? reasons
          : null,
    saving: answer.prepaidSaving,
    label: answer.codOutcome ? COD_OUTCOME_LABELS[answer.codOutcome] : null,
  };
}
