import { useState, type FormEvent, type ReactNode } from 'react';
import {
  formatInr,
  PROMOTION_TEXTS,
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
import { AdminSection, td } from '../../../components/ui/admin-section';
import { AdminTable, QueryList } from '../../../components/ui/admin-table';
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
import { ScopePicker } from './scope-picker';

type Option = { _id: string; name: string };
/** The products and colours a promotion may be narrowed to (read by the admin page that shows this screen). */
export type PromotionChoices = { products: readonly Option[]; colors: readonly Option[] };

const num = (value: string) => (value.trim() === '' ? null : Number(value));
const toLocal = (iso: string | null) => (iso ? iso.slice(0, 16) : '');
const fromLocal = (value: string) => (value ? new Date(value).toISOString() : null);
const statusBadge = (status: string) =>
  `inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
    status === 'active'
      ? 'bg-success-soft text-success'
      : status === 'paused'
        ? 'bg-warning-soft text-warning'
        : 'bg-paper text-muted'
  }`;

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm">
      <input type="checkbox" className="size-4" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

function Results({ uses, discountGiven, salesBrought }: { uses: number; discountGiven: number; salesBrought: number }) {
  return (
    <>
      <td className={`${td} tabular-nums`}>{uses}</td>
      <td className={`${td} tabular-nums`}>{formatInr(discountGiven)}</td>
      <td className={`${td} tabular-nums`}>{formatInr(salesBrought)}</td>
    </>
  );
}

function RowActions({
  name,
  status,
  onEdit,
  onToggle,
  onEnd,
}: {
  name: string;
  status: string;
  onEdit: () => void;
  onToggle: () => void;
  onEnd: () => void;
}) {
  if (status === 'ended') return <td className={td} />;
  return (
    <td className={`${td} whitespace-nowrap text-right`}>
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={onToggle}
        aria-label={`${status === 'active' ? 'Pause' : 'Resume'} ${name}`}
      >
        {status === 'active' ? 'Pause' : 'Resume'}
      </Button>
      <Button variant="ghost" size="sm" className="text-danger" onClick={onEnd} aria-label={`End ${name}`}>
        End
      </Button>
    </td>
  );
}

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

function CouponForm({
  editing,
  onDone,
  choices,
}: {
  editing: Coupon | null;
  onDone: () => void;
  choices: PromotionChoices;
}) {
  const [draft, setDraft] = useState<CouponDraft>(editing ? couponDraft(editing) : newCoupon());
  const save = useSaveCoupon();
  const set =
    <K extends keyof CouponDraft>(key: K) =>
    (value: CouponDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: editing?._id ?? null, body: couponBody(draft, editing?.status ?? 'active') },
      {
        onSuccess: () => {
          toast.success(editing ? PROMOTION_TEXTS.couponUpdated : PROMOTION_TEXTS.couponCreated);
          setDraft(newCoupon());
          onDone();
        },
        onError: (error) => toastError(error, PROMOTION_TEXTS.saveFailed),
      },
    );
  };
  const input = (label: string, key: keyof CouponDraft, props: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={draft[key] as string}
      onChange={(e) => set(key)(e.target.value as never)}
      {...props}
    />
  );
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      aria-label={editing ? `Edit ${editing.code}` : 'New coupon'}
    >
      {input('Code', 'code', { required: true, autoCapitalize: 'characters' })}
      <SelectField label="Type" value={draft.type} onChange={(e) => set('type')(e.target.value as Coupon['type'])}>
        <option value="percent">Percent off</option>
        <option value="flat">Flat amount off</option>
        <option value="free_shipping">Free shipping</option>
      </SelectField>
      {draft.type === 'free_shipping'
        ? null
        : input(draft.type === 'percent' ? 'Percent' : 'Amount (₹)', 'value', { inputMode: 'decimal' })}
      {draft.type === 'percent' ? input('Most off (₹)', 'maxDiscount', { inputMode: 'decimal' }) : null}
      {input('Minimum cart value (₹)', 'minCartValue', { inputMode: 'decimal' })}
      {input('Uses in all', 'usageLimit', { inputMode: 'numeric', hint: 'Empty: no limit' })}
      {input('Uses per customer', 'perCustomerLimit', { inputMode: 'numeric' })}
      {input('Starts', 'startsAt', { type: 'datetime-local' })}
      {input('Ends', 'endsAt', { type: 'datetime-local' })}
      <ScopePicker
        label="Products"
        allLabel="Every product"
        options={choices.products}
        selected={draft.productIds}
        onChange={set('productIds')}
      />
      <ScopePicker
        label="Colours"
        allLabel="Every colour"
        options={choices.colors}
        selected={draft.colorIds}
        onChange={set('colorIds')}
      />
      <div className="flex flex-wrap gap-x-4 sm:col-span-2 lg:col-span-4">
        <Check label="First order only" checked={draft.firstOrderOnly} onChange={set('firstOrderOnly')} />
        <Check label="Prepaid orders only" checked={draft.prepaidOnly} onChange={set('prepaidOnly')} />
        <Check label="Also waives the COD charge" checked={draft.waivesCodFee} onChange={set('waivesCodFee')} />
      </div>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={save.isPending}>
          {editing ? 'Save coupon' : 'Create coupon'}
        </Button>
        {editing ? (
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function CouponsSection({ choices }: { choices: PromotionChoices }) {
  const coupons = useCoupons();
  const save = useSaveCoupon();
  const end = useEndCoupon();
  const [editing, setEditing] = useState<Coupon | null>(null);
  const toggle = (c: Coupon) =>
    save.mutate(
      { id: c._id, body: couponBody(couponDraft(c), c.status === 'active' ? 'paused' : 'active') },
      { onError: (error) => toastError(error, PROMOTION_TEXTS.saveFailed) },
    );
  return (
    <AdminSection
      title="Coupon codes"
      description="Shoppers type these in the cart or at checkout. One code per order."
    >
      <div className="flex flex-col gap-5">
        <CouponForm key={editing?._id ?? 'new'} editing={editing} onDone={() => setEditing(null)} choices={choices} />
        <QueryList query={coupons} isEmpty={(list) => list.length === 0} empty="No coupons yet.">
          {(list) => (
            <AdminTable
              label="Coupons"
              minWidth="min-w-[52rem]"
              columns={[
                { label: 'Code' },
                { label: 'Gives' },
                { label: 'Status' },
                { label: 'Uses' },
                { label: 'Discount given' },
                { label: 'Sales brought' },
                { label: '' },
              ]}
            >
              {list.map((c) => (
                <tr key={c._id}>
                  <td className={`${td} font-semibold`}>{c.code}</td>
                  <td className={td}>
                    {couponValue(c)}
                    {c.minCartValue ? (
                      <span className="block text-xs text-muted">from {formatInr(c.minCartValue)}</span>
                    ) : null}
                  </td>
                  <td className={td}>
                    <span className={statusBadge(c.status)}>{c.status}</span>
                  </td>
                  <Results uses={c.uses} discountGiven={c.discountGiven} salesBrought={c.salesBrought} />
                  <RowActions
                    name={c.code}
                    status={c.status}
                    onEdit={() => setEditing(c)}
                    onToggle={() => toggle(c)}
                    onEnd={() =>
                      end.mutate(c._id, {
                        onSuccess: () => toast.success(PROMOTION_TEXTS.couponEnded),
                        onError: (error) => toastError(error, PROMOTION_TEXTS.saveFailed),
                      })
                    }
                  />
                </tr>
              ))}
            </AdminTable>
          )}
        </QueryList>
      </div>
    </AdminSection>
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

function OfferForm({
  editing,
  onDone,
  choices,
}: {
  editing: Offer | null;
  onDone: () => void;
  choices: PromotionChoices;
}) {
  const [draft, setDraft] = useState<OfferDraft>(editing ? offerDraft(editing) : newOffer());
  const save = useSaveOffer();
  const set =
    <K extends keyof OfferDraft>(key: K) =>
    (value: OfferDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: editing?._id ?? null, body: offerBody(draft, editing?.status ?? 'active', editing ?? undefined) },
      {
        onSuccess: () => {
          toast.success(editing ? PROMOTION_TEXTS.offerUpdated : PROMOTION_TEXTS.offerCreated);
          setDraft(newOffer());
          onDone();
        },
        onError: (error) => toastError(error, PROMOTION_TEXTS.saveFailed),
      },
    );
  };
  const input = (
    label: string,
    key: Exclude<keyof OfferDraft, 'combinesWithCoupons' | 'kind' | 'productIds'>,
    props: Record<string, unknown> = {},
  ) => <TextField label={label} value={draft[key]} onChange={(e) => set(key)(e.target.value)} {...props} />;
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      aria-label={editing ? `Edit ${editing.name}` : 'New offer'}
    >
      {input('Offer name', 'name', { required: true, placeholder: 'Any 3 for 999' })}
      <SelectField label="Kind" value={draft.kind} onChange={(e) => set('kind')(e.target.value as Offer['kind'])}>
        <option value="bundle">Bundle price</option>
        <option value="buy_x_get_y">Buy X get Y</option>
      </SelectField>
      {draft.kind === 'bundle' ? (
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
        selected={draft.productIds}
        onChange={set('productIds')}
      />
      <div className="sm:col-span-2 lg:col-span-4">
        <Check
          label="A coupon may be used on top"
          checked={draft.combinesWithCoupons}
          onChange={set('combinesWithCoupons')}
        />
      </div>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={save.isPending}>
          {editing ? 'Save offer' : 'Create offer'}
        </Button>
        {editing ? (
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function OffersSection({ choices }: { choices: PromotionChoices }) {
  const offers = useOffers();
  const save = useSaveOffer();
  const end = useEndOffer();
  const [editing, setEditing] = useState<Offer | null>(null);
  const toggle = (o: Offer) =>
    save.mutate(
      { id: o._id, body: offerBody(offerDraft(o), o.status === 'active' ? 'paused' : 'active', o) },
      { onError: (error) => toastError(error, PROMOTION_TEXTS.saveFailed) },
    );
  return (
    <AdminSection
      title="Automatic offers"
      description="Applied in the cart without a code, to the combination of items that saves the shopper most."
    >
      <div className="flex flex-col gap-5">
        <OfferForm key={editing?._id ?? 'new'} editing={editing} onDone={() => setEditing(null)} choices={choices} />
        <QueryList query={offers} isEmpty={(list) => list.length === 0} empty="No offers yet.">
          {(list) => (
            <AdminTable
              label="Offers"
              minWidth="min-w-[52rem]"
              columns={[
                { label: 'Offer' },
                { label: 'Rule' },
                { label: 'Status' },
                { label: 'Orders' },
                { label: 'Discount given' },
                { label: 'Sales brought' },
                { label: '' },
              ]}
            >
              {list.map((o) => (
                <tr key={o._id}>
                  <td className={`${td} font-semibold`}>{o.name}</td>
                  <td className={td}>
                    {offerRule(o)}
                    {o.combinesWithCoupons ? <span className="block text-xs text-muted">with coupons</span> : null}
                  </td>
                  <td className={td}>
                    <span className={statusBadge(o.status)}>{o.status}</span>
                  </td>
                  <Results uses={o.uses} discountGiven={o.discountGiven} salesBrought={o.salesBrought} />
                  <RowActions
                    name={o.name}
                    status={o.status}
                    onEdit={() => setEditing(o)}
                    onToggle={() => toggle(o)}
                    onEnd={() =>
                      end.mutate(o._id, {
                        onSuccess: () => toast.success(PROMOTION_TEXTS.offerEnded),
                        onError: (error) => toastError(error, PROMOTION_TEXTS.saveFailed),
                      })
                    }
                  />
                </tr>
              ))}
            </AdminTable>
          )}
        </QueryList>
      </div>
    </AdminSection>
  );
}

// ---------------------------------------------------------------------------------------------
// Settings.

function SettingsForm({ settings, coupons }: { settings: PromotionSettings; coupons: Coupon[] }) {
  const [threshold, setThreshold] = useState(
    settings.freeShippingThreshold === null ? '' : String(settings.freeShippingThreshold),
  );
  const [hours, setHours] = useState(String(settings.reminderHours));
  const [couponId, setCouponId] = useState(settings.reminderCouponId ?? '');
  const save = useSaveSettings();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { freeShippingThreshold: num(threshold), reminderHours: Number(hours), reminderCouponId: couponId || null },
      {
        onSuccess: () => toast.success(PROMOTION_TEXTS.settingsSaved),
        onError: (error) => toastError(error, PROMOTION_TEXTS.saveFailed),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-3" aria-label="Promotion settings">
      <TextField
        label="Free shipping from (₹)"
        value={threshold}
        inputMode="decimal"
        hint="Empty: shipping is always charged"
        onChange={(e) => setThreshold(e.target.value)}
      />
      <TextField
        label="Cart reminder after (hours)"
        value={hours}
        inputMode="numeric"
        onChange={(e) => setHours(e.target.value)}
      />
      <SelectField label="Coupon in the reminder" value={couponId} onChange={(e) => setCouponId(e.target.value)}>
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
      <CouponsSection choices={choices} />
      <OffersSection choices={choices} />
      <SettingsSection />
    </div>
  );
}
