import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  CouponBody,
  formatInr,
  OfferBody,
  PROMOTION_TEXTS,
  PromotionSettings as PromotionSettingsSchema,
  type Coupon,
  type CouponInput,
  type Offer,
  type OfferInput,
  type PromotionSettings,
} from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { PageMeta } from '../../../components/ui/page-meta';
import { PageHeading } from '../../../components/ui/status';
import { AdminSection } from '../../../components/ui/admin-section';
import { numberFromText } from '../../../lib/forms';
import { toast, toastError } from '../../../lib/toast';
import {
  useCoupons,
  useEndCoupon,
  useEndOffer,
  useOffers,
  usePromotionSettings,
  useSaveCoupon,
  useSaveOffer,
  useSaveSettings,
} from '../api/admin';
import { DiscountPerDayCard } from './discount-per-day';
import {
  Check,
  PromotionSection,
  type DraftForm,
  type PromotionChoices,
  type PromotionKind,
} from './promotion-section';
import { ScopePicker } from './scope-picker';

export type { PromotionChoices };

const num = (value: string) => (value.trim() === '' ? null : Number(value));
/** The fields of a draft that are typed as text. */
type TextKey<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D];
const toLocal = (iso: string | null) => (iso ? iso.slice(0, 16) : '');
const fromLocal = (value: string) => (value ? new Date(value).toISOString() : null);

// ---------------------------------------------------------------------------------------------
// Coupons.

type CouponDraft = {
  code: string;
  type: Coupon['type'];
  value: string;
  maxDiscount: string;
  minCartValue: string;
  usageLimit: string;
  perCustomerLimit: string;
  startsAt: string;
  endsAt: string;
  firstOrderOnly: boolean;
  prepaidOnly: boolean;
  waivesCodFee: boolean;
  productIds: string[];
  colorIds: string[];
};
const newCoupon = (): CouponDraft => ({
  code: '',
  type: 'percent',
  value: '',
  maxDiscount: '',
  minCartValue: '',
  usageLimit: '',
  perCustomerLimit: '1',
  startsAt: '',
  endsAt: '',
  firstOrderOnly: false,
  prepaidOnly: false,
  waivesCodFee: false,
  productIds: [],
  colorIds: [],
});
const couponDraft = (c: Coupon): CouponDraft => ({
  code: c.code,
  type: c.type,
  value: String(c.value),
  maxDiscount: c.maxDiscount === null ? '' : String(c.maxDiscount),
  minCartValue: c.minCartValue === null ? '' : String(c.minCartValue),
  usageLimit: c.usageLimit === null ? '' : String(c.usageLimit),
  perCustomerLimit: c.perCustomerLimit === null ? '' : String(c.perCustomerLimit),
  startsAt: toLocal(c.startsAt),
  endsAt: toLocal(c.endsAt),
  firstOrderOnly: c.firstOrderOnly,
  prepaidOnly: c.prepaidOnly,
  waivesCodFee: c.waivesCodFee,
  productIds: [...c.productIds],
  colorIds: [...c.colorIds],
});
const couponBody = (d: CouponDraft, status: Coupon['status'] = 'active'): CouponInput => ({
  code: d.code,
  type: d.type,
  value: num(d.value) ?? 0,
  maxDiscount: num(d.maxDiscount),
  minCartValue: num(d.minCartValue),
  usageLimit: num(d.usageLimit),
  perCustomerLimit: num(d.perCustomerLimit),
  startsAt: fromLocal(d.startsAt),
  endsAt: fromLocal(d.endsAt),
  firstOrderOnly: d.firstOrderOnly,
  prepaidOnly: d.prepaidOnly,
  waivesCodFee: d.waivesCodFee,
  productIds: d.productIds,
  colorIds: d.colorIds,
  status,
});
const couponValue = (c: Coupon) =>
  c.type === 'percent'
    ? `${c.value}% off${c.maxDiscount ? ` (up to ${formatInr(c.maxDiscount)})` : ''}`
    : c.type === 'flat'
      ? `${formatInr(c.value)} off`
      : 'Free shipping';

/** Coupon codes: shoppers type one in the cart or at checkout. */
const COUPONS: PromotionKind<Coupon, CouponDraft, CouponInput> = {
  noun: 'coupon',
  title: 'Coupon codes',
  description: 'Shoppers type these in the cart or at checkout. One code per order.',
  tableLabel: 'Coupons',
  empty: 'No coupons yet.',
  columns: { name: 'Code', rule: 'Gives', count: 'Uses' },
  nameOf: (c) => c.code,
  ruleOf: (c) => (
    <>
      {couponValue(c)}
      {c.minCartValue ? <span className="block text-xs text-muted">from {formatInr(c.minCartValue)}</span> : null}
    </>
  ),
  blank: newCoupon,
  draftOf: couponDraft,
  bodyOf: (draft, status) => couponBody(draft, status),
  schema: CouponBody,
  texts: {
    created: PROMOTION_TEXTS.couponCreated,
    updated: PROMOTION_TEXTS.couponUpdated,
    ended: PROMOTION_TEXTS.couponEnded,
  },
  Fields: CouponFields,
  useList: useCoupons,
  useSave: useSaveCoupon,
  useEnd: useEndCoupon,
};

function CouponFields({ form, choices }: { form: DraftForm<CouponDraft>; choices: PromotionChoices }) {
  const { errors } = form.formState;
  const [type, productIds, colorIds] = useWatch({ control: form.control, name: ['type', 'productIds', 'colorIds'] });
  const input = (label: string, key: TextKey<CouponDraft>, props: Record<string, unknown> = {}) => (
    <TextField label={label} error={errors[key]?.message} {...props} {...form.register(key)} />
  );
  return (
    <>
      {input('Code', 'code', { required: true, autoCapitalize: 'characters' })}
      <SelectField label="Type" {...form.register('type')}>
        <option value="percent">Percent off</option>
        <option value="flat">Flat amount off</option>
        <option value="free_shipping">Free shipping</option>
      </SelectField>
      {type === 'free_shipping'
        ? null
        : input(type === 'percent' ? 'Percent' : 'Amount (₹)', 'value', { inputMode: 'decimal' })}
      {type === 'percent' ? input('Most off (₹)', 'maxDiscount', { inputMode: 'decimal' }) : null}
      {input('Minimum cart value (₹)', 'minCartValue', { inputMode: 'decimal' })}
      {input('Uses in all', 'usageLimit', { inputMode: 'numeric', hint: 'Empty: no limit' })}
      {input('Uses per customer', 'perCustomerLimit', { inputMode: 'numeric' })}
      {input('Starts', 'startsAt', { type: 'datetime-local' })}
      {input('Ends', 'endsAt', { type: 'datetime-local' })}
      <ScopePicker
        label="Products"
        allLabel="Every product"
        options={choices.products}
        selected={productIds}
        onChange={(ids) => form.setValue('productIds', ids)}
      />
      <ScopePicker
        label="Colours"
        allLabel="Every colour"
        options={choices.colors}
        selected={colorIds}
        onChange={(ids) => form.setValue('colorIds', ids)}
      />
      <div className="flex flex-wrap gap-x-4 sm:col-span-2 lg:col-span-4">
        <Check label="First order only" {...form.register('firstOrderOnly')} />
        <Check label="Prepaid orders only" {...form.register('prepaidOnly')} />
        <Check label="Also waives the COD charge" {...form.register('waivesCodFee')} />
      </div>
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// Offers.

type OfferDraft = {
  name: string;
  kind: Offer['kind'];
  bundleQuantity: string;
  bundlePrice: string;
  buyQuantity: string;
  getQuantity: string;
  getPercentOff: string;
  combinesWithCoupons: boolean;
  productIds: string[];
};
const newOffer = (): OfferDraft => ({
  name: '',
  kind: 'bundle',
  bundleQuantity: '3',
  bundlePrice: '',
  buyQuantity: '2',
  getQuantity: '1',
  getPercentOff: '100',
  combinesWithCoupons: false,
  productIds: [],
});
const offerDraft = (o: Offer): OfferDraft => ({
  name: o.name,
  kind: o.kind,
  bundleQuantity: String(o.bundleQuantity ?? 3),
  bundlePrice: o.bundlePrice === null ? '' : String(o.bundlePrice),
  buyQuantity: String(o.buyQuantity ?? 2),
  getQuantity: String(o.getQuantity ?? 1),
  getPercentOff: String(o.getPercentOff),
  combinesWithCoupons: o.combinesWithCoupons,
  productIds: [...o.productIds],
});
const offerBody = (d: OfferDraft, status: Offer['status'] = 'active', keep?: Offer): OfferInput => ({
  name: d.name,
  kind: d.kind,
  bundleQuantity: num(d.bundleQuantity),
  bundlePrice: num(d.bundlePrice),
  buyQuantity: num(d.buyQuantity),
  getQuantity: num(d.getQuantity),
  getPercentOff: num(d.getPercentOff) ?? 100,
  combinesWithCoupons: d.combinesWithCoupons,
  productIds: d.productIds,
  startsAt: keep?.startsAt ?? null,
  endsAt: keep?.endsAt ?? null,
  status,
});
const offerRule = (o: Offer) =>
  o.kind === 'bundle'
    ? `Any ${o.bundleQuantity} for ${formatInr(o.bundlePrice ?? 0)}`
    : `Buy ${o.buyQuantity} get ${o.getQuantity} ${o.getPercentOff === 100 ? 'free' : `${o.getPercentOff}% off`}`;

/** Automatic offers: applied in the cart without a code. */
const OFFERS: PromotionKind<Offer, OfferDraft, OfferInput> = {
  noun: 'offer',
  title: 'Automatic offers',
  description: 'Applied in the cart without a code, to the combination of items that saves the shopper most.',
  tableLabel: 'Offers',
  empty: 'No offers yet.',
  columns: { name: 'Offer', rule: 'Rule', count: 'Orders' },
  nameOf: (o) => o.name,
  ruleOf: (o) => (
    <>
      {offerRule(o)}
      {o.combinesWithCoupons ? <span className="block text-xs text-muted">with coupons</span> : null}
    </>
  ),
  blank: newOffer,
  draftOf: offerDraft,
  bodyOf: offerBody,
  schema: OfferBody,
  texts: {
    created: PROMOTION_TEXTS.offerCreated,
    updated: PROMOTION_TEXTS.offerUpdated,
    ended: PROMOTION_TEXTS.offerEnded,
  },
  Fields: OfferFields,
  useList: useOffers,
  useSave: useSaveOffer,
  useEnd: useEndOffer,
};

function OfferFields({ form, choices }: { form: DraftForm<OfferDraft>; choices: PromotionChoices }) {
  const { errors } = form.formState;
  const [kind, productIds] = useWatch({ control: form.control, name: ['kind', 'productIds'] });
  const input = (label: string, key: TextKey<OfferDraft>, props: Record<string, unknown> = {}) => (
    <TextField label={label} error={errors[key]?.message} {...props} {...form.register(key)} />
  );
  return (
    <>
      {input('Offer name', 'name', { required: true, placeholder: 'Any 3 for 999' })}
      <SelectField label="Kind" {...form.register('kind')}>
        <option value="bundle">Bundle price</option>
        <option value="buy_x_get_y">Buy X get Y</option>
      </SelectField>
      {kind === 'bundle' ? (
        <>
          {input('Pieces', 'bundleQuantity', { inputMode: 'numeric' })}
          {input('Bundle price (₹)', 'bundlePrice', { inputMode: 'decimal' })}
        </>
      ) : (
        <>
          {input('Buy', 'buyQuantity', { inputMode: 'numeric' })}
          {input('Get', 'getQuantity', { inputMode: 'numeric' })}
          {input('% off what they get', 'getPercentOff', { inputMode: 'numeric', hint: '100: free' })}
        </>
      )}
      <ScopePicker
        label="Products"
        allLabel="Every product"
        options={choices.products}
        selected={productIds}
        onChange={(ids) => form.setValue('productIds', ids)}
      />
      <div className="sm:col-span-2 lg:col-span-4">
        <Check label="A coupon may be used on top" {...form.register('combinesWithCoupons')} />
      </div>
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// Settings.

/** The settings as typed, read into the shared settings schema (an empty threshold: always charged). */
const SettingsFields = PromotionSettingsSchema.extend({
  freeShippingThreshold: numberFromText(PromotionSettingsSchema.shape.freeShippingThreshold.optional()).transform(
    (threshold) => threshold ?? null,
  ),
  reminderHours: numberFromText(PromotionSettingsSchema.shape.reminderHours),
  reminderCouponId: z
    .string()
    .transform((id) => id || null)
    .pipe(PromotionSettingsSchema.shape.reminderCouponId),
});
type SettingsDraft = { freeShippingThreshold: string; reminderHours: string; reminderCouponId: string };

function SettingsForm({ settings, coupons }: { settings: PromotionSettings; coupons: Coupon[] }) {
  const form = useForm<SettingsDraft, unknown, PromotionSettings>({
    resolver: zodResolver(SettingsFields),
    defaultValues: {
      freeShippingThreshold: settings.freeShippingThreshold === null ? '' : String(settings.freeShippingThreshold),
      reminderHours: String(settings.reminderHours),
      reminderCouponId: settings.reminderCouponId ?? '',
    },
  });
  const { errors } = form.formState;
  const save = useSaveSettings();
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => toast.success(PROMOTION_TEXTS.settingsSaved),
      onError: (error) => toastError(error, PROMOTION_TEXTS.saveFailed),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-3" aria-label="Promotion settings">
      <TextField
        label="Free shipping from (₹)"
        inputMode="decimal"
        hint="Empty: shipping is always charged"
        error={errors.freeShippingThreshold?.message}
        {...form.register('freeShippingThreshold')}
      />
      <TextField
        label="Cart reminder after (hours)"
        inputMode="numeric"
        error={errors.reminderHours?.message}
        {...form.register('reminderHours')}
      />
      <SelectField label="Coupon in the reminder" {...form.register('reminderCouponId')}>
        <option value="">None</option>
        {coupons
          .filter((c) => c.status !== 'ended')
          .map((c) => (
            <option key={c._id} value={c._id}>
              {c.code}
            </option>
          ))}
      </SelectField>
      <div>
        <Button type="submit" disabled={save.isPending}>
          Save settings
        </Button>
      </div>
    </form>
  );
}

function SettingsSection() {
  const settings = usePromotionSettings();
  const coupons = useCoupons();
  let body: ReactNode = <p className="text-sm text-muted">Loading…</p>;
  if (settings.data) {
    body = <SettingsForm key={JSON.stringify(settings.data)} settings={settings.data} coupons={coupons.data ?? []} />;
  }
  return (
    <AdminSection
      title="Free shipping and cart reminders"
      description="The cash-on-delivery charge stays unless a coupon waives it. A cart left this long gets one reminder mail (at most one a week, never after an order)."
    >
      {body}
    </AdminSection>
  );
}

/** /admin/promotions: coupons, automatic offers, free shipping and cart reminders, with their results. */
export function PromotionsScreen({ choices }: { choices: PromotionChoices }) {
  return (
    <div className="container-page flex flex-col gap-6 py-8 sm:py-10">
      <PageMeta title="Promotions" />
      <PageHeading lead="Create, pause and end coupon codes and automatic offers, and see the orders and sales each brought.">
        Promotions
      </PageHeading>
      <DiscountPerDayCard />
      <PromotionSection kind={COUPONS} choices={choices} />
      <PromotionSection kind={OFFERS} choices={choices} />
      <SettingsSection />
    </div>
  );
}
