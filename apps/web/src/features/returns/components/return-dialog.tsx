import { useForm, useWatch } from 'react-hook-form';
import {
  CreateReturnBody,
  DEFECT_RETURN_REASON,
  CUSTOMER_PHOTO_TEXTS,
  FIT_RETURN_REASONS,
  defaultExchangeSize,
  MAX_RETURN_PHOTOS,
  REFUND_DESTINATION_LABELS,
  RETURN_REASONS,
  RETURN_REASON_LABELS,
  RETURN_SCREEN_TEXTS,
  RETURN_TEXTS,
  formatDate,
  formatInr,
  paiseToRupees,
  returnFeeRupees,
  returnedAmountPaise,
  rupeesToPaise,
  type CustomerPhoto,
  type RefundDestination,
  type ReturnEligibility,
  type ReturnReason,
  type Size,
} from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { LoadFailed, Loading, Skeleton } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { bodyResolver } from '../../../lib/forms';
import { useLanguage, useScreenTexts, useTranslateMessage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { PhotoPicker } from '../../customer-photos';
import { useCreateReturn, useEligibility } from '../api/returns';

type LineChoice = {
  selected: boolean;
  quantity: number;
  reason: ReturnReason;
  want: 'exchange' | 'refund';
  size: Size | '';
  /** The shopper picked the size themselves: a change of reason no longer moves it. */
  sizeChosen: boolean;
  photos: CustomerPhoto[];
};
type Line = ReturnEligibility['lines'][number];
/** The form: one choice per line of the order (in its order), where the refund goes, a UPI ID and a note. */
type ReturnDraft = { lines: LineChoice[]; refundTo: RefundDestination; upiId: string; note: string };

const exchanging = (line: Line, choice: LineChoice) =>
  choice.want === 'exchange' &&
  FIT_RETURN_REASONS.includes(choice.reason) &&
  choice.size !== '' &&
  line.exchangeSizes.length > 0;

/** The request the draft makes: the ticked lines with what the shopper chose for each. */
const bodyOf = (eligibility: ReturnEligibility, draft: ReturnDraft) => ({
  orderId: eligibility.orderId,
  lines: eligibility.lines.flatMap((line, index) => {
    const choice = draft.lines[index];
    if (!choice?.selected) return [];
    return [
      {
        itemId: line.itemId,
        quantity: choice.quantity,
        reason: choice.reason,
        ...(exchanging(line, choice) ? { exchangeSize: choice.size as Size } : {}),
        ...(choice.photos.length > 0 ? { photos: choice.photos.map((photo) => photo._id) } : {}),
      },
    ];
  }),
  refundTo: draft.refundTo,
  ...(draft.refundTo === 'upi' ? { upiId: draft.upiId.trim() } : {}),
  ...(draft.note.trim() ? { note: draft.note.trim() } : {}),
});

/** "Return or exchange" for one delivered order: the lines, a reason each, exchange or refund, and what comes back. */
export function ReturnDialog({
  orderId,
  orderNumber,
  open,
  onClose,
}: {
  orderId: string;
  orderNumber: string;
  open: boolean;
  onClose: () => void;
}) {
  const eligibility = useEligibility(orderId, open);
  const texts = useScreenTexts('returnScreen', RETURN_SCREEN_TEXTS);
  const translate = useTranslateMessage();
  return (
    <Dialog open={open} onClose={onClose} title={texts.dialogTitle(orderNumber)} size="lg">
      {eligibility.isPending ? (
        <Loading className="flex flex-col gap-3" label={texts.loading}>
          <Skeleton className="h-24" />
        </Loading>
      ) : eligibility.isError ? (
        <LoadFailed onRetry={() => void eligibility.refetch()}>{eligibility.error.message}</LoadFailed>
      ) : eligibility.data.refusal ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {translate(eligibility.data.refusal)}
        </p>
      ) : (
        <ReturnForm eligibility={eligibility.data} onDone={onClose} />
      )}
    </Dialog>
  );
}

function ReturnForm({ eligibility, onDone }: { eligibility: ReturnEligibility; onDone: () => void }) {
  const cod = eligibility.paymentMethod === 'cod';
  const texts = useScreenTexts('returnScreen', RETURN_SCREEN_TEXTS);
  const returnTexts = useScreenTexts('returns', RETURN_TEXTS);
  const reasons = useScreenTexts('returnReasons', RETURN_REASON_LABELS);
  const destinationNames = useScreenTexts('refundDestinations', REFUND_DESTINATION_LABELS);
  const photoTexts = useScreenTexts('customerPhotos', CUSTOMER_PHOTO_TEXTS);
  const language = useLanguage();
  const form = useForm<ReturnDraft, unknown, CreateReturnBody>({
    // The draft is checked as the request it makes; the ticked lines' own rules are the shared schema's.
    resolver: bodyResolver((draft: ReturnDraft) => bodyOf(eligibility, draft), CreateReturnBody),
    defaultValues: {
      lines: eligibility.lines.map((line) => ({
        selected: false,
        // Units already returned (or on their way) are not offered again.
        quantity: line.returnable,
        reason: 'too_small' as ReturnReason,
        want: 'exchange' as const,
        size: defaultExchangeSize(line.size, 'too_small', line.exchangeSizes),
        sizeChosen: false,
        photos: [],
      })),
      refundTo: cod ? 'store_credit' : 'original',
      upiId: '',
      note: '',
    },
  });
  const create = useCreateReturn();
  const choices = useWatch({ control: form.control, name: 'lines' });
  const refundTo = useWatch({ control: form.control, name: 'refundTo' });
  const { errors } = form.formState;

  const update = (index: number, change: Partial<LineChoice>) =>
    form.setValue(`lines.${index}`, { ...form.getValues(`lines.${index}`), ...change });

  const picked = eligibility.lines.flatMap((line, index) => {
    const choice = choices[index];
    return choice?.selected ? [{ line, choice }] : [];
  });
  const asLines = picked.map(({ line, choice }) => ({
    reason: choice.reason,
    exchangeSize: exchanging(line, choice) ? choice.size : null,
  }));
  // The fee in force now (the owner's setting) and the price paid per line, as the server counts them.
  const fee = returnFeeRupees(asLines, eligibility.returnFee);
  const refundLines = picked.filter(({ line, choice }) => !exchanging(line, choice));
  const gross = refundLines.reduce(
    (sum, { line, choice }) =>
      sum +
      returnedAmountPaise(
        {
          unitPricePaise: rupeesToPaise(line.unitPrice),
          discountPaise: rupeesToPaise(line.discount),
          quantity: line.quantity,
        },
        choice.quantity,
      ),
    0,
  );
  const back = paiseToRupees(Math.max(0, gross - rupeesToPaise(fee)));
  const waived =
    eligibility.returnFee > 0 &&
    refundLines.length > 0 &&
    refundLines.every(({ choice }) => choice.reason === DEFECT_RETURN_REASON);
  const destinations: RefundDestination[] = cod ? ['store_credit', 'upi'] : ['original', 'store_credit'];

  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: () => {
        toast.success(texts.requested);
        onDone();
      },
      onError: (failure) => form.setError('root.server', { message: errorMessage(failure, texts.createFailed) }),
    }),
  );
  // No line ticked is the whole form's to say, as is a refusal from the server.
  const error = errors.lines?.message ?? errors.root?.['server']?.message;
  const translate = useTranslateMessage();

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {eligibility.windowEndsAt ? (
        <p className="text-sm text-ink-soft">
          {texts.windowEnds(formatDate(eligibility.windowEndsAt, language, 'long'))}{' '}
          {eligibility.returnFee > 0 ? returnTexts.feeInForce(formatInr(eligibility.returnFee)) : returnTexts.feeFree}
        </p>
      ) : null}
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-semibold">{texts.which}</legend>
        {eligibility.lines.map((line, index) => {
          const choice = choices[index];
          if (!choice) return null;
          const fit = FIT_RETURN_REASONS.includes(choice.reason);
          return (
            <div key={line.itemId} className="flex flex-col gap-3 rounded-md border border-line p-3">
              <label className="flex items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={choice.selected}
                  disabled={line.alreadyReturned}
                  onChange={(event) => update(index, { selected: event.target.checked })}
                  aria-label={texts.returnLine(line.productName, line.colorName, line.size)}
                />
                <span>
                  <span className="block font-medium wrap-anywhere">{line.productName}</span>
                  <span className="text-ink-soft">
                    {texts.lineDetails(line.colorName, line.size, formatInr(line.unitPrice))}
                    {line.alreadyReturned ? ` · ${texts.alreadyReturned}` : ''}
                  </span>
                  {line.onSale ? <span className="block text-xs text-warning">{texts.saleNote}</span> : null}
                </span>
              </label>
              {choice.selected ? (
                <div className="grid gap-3 sm:grid-cols-2">
                  <SelectField
                    label={texts.reason}
                    value={choice.reason}
                    onChange={(event) => {
                      const reason = event.target.value as ReturnReason;
                      // The size follows the reason until the shopper picks one themselves.
                      update(index, {
                        reason,
                        ...(choice.sizeChosen
                          ? {}
                          : { size: defaultExchangeSize(line.size, reason, line.exchangeSizes) }),
                      });
                    }}
                  >
                    {RETURN_REASONS.map((reason) => (
                      <option key={reason} value={reason}>
                        {reasons[reason]}
                      </option>
                    ))}
                  </SelectField>
                  {line.returnable > 1 ? (
                    <SelectField
                      label={texts.quantity}
                      value={String(choice.quantity)}
                      onChange={(event) => update(index, { quantity: Number(event.target.value) })}
                    >
                      {Array.from({ length: line.returnable }, (_, i) => i + 1).map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </SelectField>
                  ) : null}
                  {fit ? (
                    <div role="radiogroup" aria-label={texts.wants} className="flex flex-col gap-2 sm:col-span-2">
                      <p className="text-sm font-medium">{texts.wants}</p>
                      {(['exchange', 'refund'] as const).map((want) => (
                        <label key={want} className="flex min-h-11 items-center gap-2 text-sm">
                          <input
                            type="radio"
                            name={`want-${line.itemId}`}
                            className="size-5"
                            checked={choice.want === want}
                            onChange={() => update(index, { want })}
                          />
                          {want === 'exchange' ? returnTexts.exchange : returnTexts.refund}
                        </label>
                      ))}
                      {choice.want === 'exchange' ? (
                        line.exchangeSizes.length > 0 ? (
                          <SelectField
                            label={texts.newSize}
                            value={choice.size}
                            onChange={(event) => update(index, { size: event.target.value as Size, sizeChosen: true })}
                          >
                            {line.exchangeSizes.map((size) => (
                              <option key={size} value={size}>
                                {size}
                              </option>
                            ))}
                          </SelectField>
                        ) : (
                          <p className="text-sm text-warning">{texts.noSizes}</p>
                        )
                      ) : null}
                    </div>
                  ) : null}
                  <fieldset className="flex flex-col gap-1.5 sm:col-span-2">
                    <legend className="mb-1 text-sm font-medium">
                      {photoTexts.label} <span className="font-normal text-muted">{texts.optional}</span>
                    </legend>
                    <PhotoPicker
                      photos={choice.photos}
                      onChange={(photos) => update(index, { photos })}
                      max={MAX_RETURN_PHOTOS}
                    />
                  </fieldset>
                </div>
              ) : null}
            </div>
          );
        })}
      </fieldset>

      {refundLines.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">{texts.refundTo}</legend>
          {destinations.map((destination) => (
            <label key={destination} className="flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" className="size-5" value={destination} {...form.register('refundTo')} />
              {destinationNames[destination]}
            </label>
          ))}
          {refundTo === 'upi' ? (
            <TextField
              label={texts.upiId}
              placeholder="name@bank"
              error={errors.upiId?.message}
              {...form.register('upiId')}
            />
          ) : null}
        </fieldset>
      ) : null}

      <TextAreaField label={texts.note} maxLength={1000} error={errors.note?.message} {...form.register('note')} />

      {picked.length > 0 ? (
        <dl
          className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-md bg-paper p-3 text-sm"
          aria-label={texts.whatYouGetBack}
        >
          <dt>{returnTexts.fee}</dt>
          <dd className="text-right">{waived ? returnTexts.feeWaived : formatInr(fee)}</dd>
          {picked
            .filter(({ line, choice }) => exchanging(line, choice))
            .map(({ line, choice }) => (
              <div key={line.itemId} className="contents">
                <dt>{line.productName}</dt>
                <dd className="text-right">{texts.exchangeSize(choice.size)}</dd>
              </div>
            ))}
          {refundLines.length > 0 ? (
            <>
              <dt className="font-semibold">{returnTexts.youGetBack}</dt>
              <dd className="text-right font-semibold">{formatInr(back)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}

      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {translate(error)}
        </p>
      ) : null}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={create.isPending}>
          {texts.cancel}
        </Button>
        <Button type="submit" pending={create.isPending} pendingText={texts.sending}>
          {picked.length > 0 && picked.every(({ line, choice }) => exchanging(line, choice))
            ? returnTexts.confirmExchange
            : returnTexts.confirm}
        </Button>
      </div>
    </form>
  );
}
