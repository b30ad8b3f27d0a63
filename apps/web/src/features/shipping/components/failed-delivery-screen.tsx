import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CalendarClock, CheckCircle2, MapPinned, PackageX, XCircle } from 'lucide-react';
import {
  FAILED_DELIVERY_TEXTS,
  FailedDeliveryAnswerBody,
  INDIAN_STATE_NAMES,
  NDR_CHOICE_LABELS,
  type FailedDeliveryView,
  type NdrChoice,
  type ScreenTexts,
} from '@shop/shared';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField, TextField } from '../../../components/ui/field';
import { LoadFailed, Loading, Skeleton, StateMessage } from '../../../components/ui/status';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date-time';
import { useLanguage, useScreenTexts, useTranslateMessage } from '../../../lib/i18n';
import { toastError } from '../../../lib/toast';
import { useAnswerFailedDelivery, useFailedDelivery } from '../api/failed-delivery';

const ChangeAddressBody = FailedDeliveryAnswerBody.options[2];
type ChangeInput = z.input<typeof ChangeAddressBody>;
type ChangeBody = z.output<typeof ChangeAddressBody>;
const ADDRESS_FIELDS = ['line1', 'line2', 'city', 'state', 'pin', 'contact'] as const;

type Texts = ScreenTexts['failedDeliveryPage'];
type Choices = ScreenTexts['ndrChoices'];

/** The link's token is unknown, forged or past its deadline: the server says so with one of these. */
const INVALID_LINK = new Set([400, 401, 403, 404, 410]);

function ChangeAddressForm({
  view,
  pending,
  onSubmit,
  onCancel,
  texts,
  choices,
}: {
  texts: Texts;
  choices: Choices;
  view: FailedDeliveryView;
  pending: boolean;
  onSubmit: (body: ChangeBody, fail: (error: unknown) => void) => void;
  onCancel: () => void;
}) {
  const { shippingAddress: address } = view;
  const form = useForm<ChangeInput, unknown, ChangeBody>({
    resolver: zodResolver(ChangeAddressBody),
    defaultValues: {
      choice: 'change_address',
      line1: address.line1,
      line2: address.line2 ?? '',
      city: address.city,
      state: address.state,
      pin: address.pin,
      contact: view.contact,
    },
  });
  const errors = form.formState.errors;
  const fail = (error: unknown) => {
    if (error instanceof ApiError) {
      for (const field of ADDRESS_FIELDS) {
        const message = error.fieldErrors[field];
        if (message) form.setError(field, { message });
      }
    }
  };
  return (
    <form
      onSubmit={form.handleSubmit((body) => onSubmit(body, fail))}
      noValidate
      aria-label={choices.change_address}
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-paper p-4"
    >
      <TextField
        label={texts.line1}
        required
        autoComplete="address-line1"
        {...form.register('line1')}
        error={errors.line1?.message}
      />
      <TextField
        label={texts.line2}
        autoComplete="address-line2"
        {...form.register('line2')}
        error={errors.line2?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={texts.pin}
          required
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          {...form.register('pin')}
          error={errors.pin?.message}
        />
        <TextField
          label={texts.city}
          required
          autoComplete="address-level2"
          {...form.register('city')}
          error={errors.city?.message}
        />
      </div>
      <SelectField
        label={texts.state}
        required
        autoComplete="address-level1"
        {...form.register('state')}
        error={errors.state?.message}
      >
        <option value="">{texts.chooseState}</option>
        {INDIAN_STATE_NAMES.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </SelectField>
      <TextField
        label={texts.phone}
        required
        type="tel"
        inputMode="numeric"
        maxLength={10}
        autoComplete="tel-national"
        {...form.register('contact')}
        error={errors.contact?.message}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={pending} pendingText={texts.sending}>
          {texts.saveAddress}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {texts.back}
        </Button>
      </div>
    </form>
  );
}

const CHOICE_ICONS = { reattempt: CalendarClock, change_address: MapPinned, cancel: XCircle } as const;
const CHOICE_HINTS = {
  reattempt: 'reattemptHint',
  change_address: 'changeHint',
  cancel: 'cancelHint',
} as const satisfies Record<NdrChoice, keyof Texts>;

function Attempt({ token, view, texts }: { token: string; view: FailedDeliveryView; texts: Texts }) {
  const answer = useAnswerFailedDelivery(token);
  const choices = useScreenTexts('ndrChoices', NDR_CHOICE_LABELS);
  const language = useLanguage();
  const [changing, setChanging] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const send = (body: FailedDeliveryAnswerBody, fail?: (error: unknown) => void) =>
    answer.mutate(
      { token, body },
      {
        onSuccess: () => setCancelling(false),
        onError: (error) => {
          fail?.(error);
          toastError(error, texts.failed);
        },
      },
    );
  const a = view.shippingAddress;

  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-4 rounded-[var(--radius-card)] border border-line bg-card p-4 text-sm sm:grid-cols-2 sm:p-5">
        <div>
          <dt className="text-ink-soft">{texts.attempted}</dt>
          <dd className="font-semibold">{formatDateTime(view.attemptedAt, language)}</dd>
          <dd className="text-ink-soft">
            {view.courier} · AWB <span className="font-mono">{view.awb}</span>
          </dd>
        </div>
        <div>
          <dt className="text-ink-soft">{texts.address}</dt>
          <dd>
            <address className="not-italic">
              <span className="block font-medium">{a.name}</span>
              <span className="block">{a.line1}</span>
              {a.line2 ? <span className="block">{a.line2}</span> : null}
              <span className="block">
                {a.city}, {a.state} {a.pin}
              </span>
            </address>
          </dd>
          <dd className="mt-1 text-ink-soft">
            {texts.contact}: {view.contact}
          </dd>
        </div>
      </dl>

      {view.choice ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-[var(--radius-card)] bg-success-soft px-4 py-3 text-sm font-medium text-success"
        >
          <CheckCircle2 className="mt-px size-5 shrink-0" aria-hidden />
          {texts.outcome[view.choice]}
        </p>
      ) : changing ? (
        <ChangeAddressForm
          view={view}
          texts={texts}
          choices={choices}
          pending={answer.isPending}
          onSubmit={(body, fail) => send(body, fail)}
          onCancel={() => setChanging(false)}
        />
      ) : (
        <section aria-labelledby="ndr-choose" className="flex flex-col gap-3">
          <h2 id="ndr-choose" className="text-lg font-semibold">
            {texts.choose}
          </h2>
          <p className="text-sm text-ink-soft">{texts.answerBy(formatDateTime(view.answerBy, language))}</p>
          <ul className="flex flex-col gap-3">
            {(['reattempt', 'change_address', 'cancel'] as const).map((choice) => {
              const Icon = CHOICE_ICONS[choice];
              const onClick =
                choice === 'reattempt'
                  ? () => send({ choice })
                  : choice === 'change_address'
                    ? () => setChanging(true)
                    : () => setCancelling(true);
              return (
                <li key={choice}>
                  <button
                    type="button"
                    onClick={onClick}
                    disabled={answer.isPending}
                    className={`flex min-h-16 w-full items-center gap-3 rounded-[var(--radius-card)] border bg-card px-4 py-3 text-left transition-colors hover:border-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60 ${
                      choice === 'cancel' ? 'border-line text-danger' : 'border-line-strong'
                    }`}
                  >
                    <Icon className="size-6 shrink-0" aria-hidden />
                    <span className="min-w-0">
                      <span className="block font-semibold">{choices[choice]}</span>
                      <span className="block text-sm text-ink-soft">{texts[CHOICE_HINTS[choice]]}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <ConfirmDialog
        open={cancelling}
        title={choices.cancel}
        message={texts.cancelConfirm}
        confirmLabel={choices.cancel}
        pending={answer.isPending}
        onConfirm={() => send({ choice: 'cancel' })}
        onCancel={() => setCancelling(false)}
      />
    </div>
  );
}

/** /failed-delivery/:token: the shopper's answer to a missed delivery, from the mailed link (no log-in). */
export function FailedDeliveryScreen({ token }: { token: string }) {
  const view = useFailedDelivery(token);
  const texts = useScreenTexts('failedDeliveryPage', FAILED_DELIVERY_TEXTS);
  const translate = useTranslateMessage();

  if (view.isPending) {
    return (
      <Loading className="flex flex-col gap-4" label={texts.loading}>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-32" />
        <Skeleton className="h-48" />
      </Loading>
    );
  }
  if (view.isError) {
    const invalid = view.error instanceof ApiError && INVALID_LINK.has(view.error.status ?? 0);
    if (invalid) {
      return (
        <StateMessage tone="error" action={<ButtonLink to={paths.contact}>{texts.contactUs}</ButtonLink>}>
          <PackageX className="mx-auto mb-2 size-8" aria-hidden />
          <span className="block text-lg">{texts.invalid}</span>
          <span className="mt-1 block font-normal text-ink-soft">
            {view.error.message && view.error.message !== FAILED_DELIVERY_TEXTS.loadFailed
              ? translate(view.error.message)
              : texts.invalidHint}
          </span>
        </StateMessage>
      );
    }
    return <LoadFailed onRetry={() => void view.refetch()}>{texts.loadFailed}</LoadFailed>;
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <p className="eyebrow">{texts.orderNumber(view.data.orderNumber)}</p>
        <h1 className="text-display-sm font-bold sm:text-display-md">{texts.title}</h1>
        <p className="text-lg text-ink-soft">{texts.intro(view.data.courier, view.data.orderNumber)}</p>
      </div>
      <Attempt token={token} view={view.data} texts={texts} />
    </div>
  );
}
