import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { formatInr, PROMOTION_TEXTS, type PromotionStatus } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { AdminSection, td } from '../../../components/ui/admin-section';
import { AdminTable, QueryList } from '../../../components/ui/admin-table';
import { bodyResolver } from '../../../lib/forms';
import { toast, toastError } from '../../../lib/toast';

type Option = { _id: string; name: string };
/** The products and colours a promotion may be narrowed to (read by the admin page that shows this screen). */
export type PromotionChoices = { products: readonly Option[]; colors: readonly Option[] };

/** What every promotion has, coupon or offer: a state and its results. */
export type Promotion = {
  _id: string;
  status: PromotionStatus;
  uses: number;
  discountGiven: number;
  salesBrought: number;
};

type Callbacks = { onSuccess?: () => void; onError?: (error: unknown) => void };
type SaveMutation<I> = {
  mutate(variables: { id: string | null; body: I }, callbacks: Callbacks): void;
  isPending: boolean;
};
type EndMutation = { mutate(id: string, callbacks: Callbacks): void };

/** The form of one promotion, its fields as typed (a draft). */
export type DraftForm<D extends FieldValues> = UseFormReturn<D, unknown, unknown>;

/**
 * One kind of promotion as the screen shows it: a form that creates and edits it, and a table of
 * every one with its results and its pause, resume and end. Coupons and automatic offers are two
 * of these: the same section, told what differs.
 */
export type PromotionKind<P extends Promotion, D extends FieldValues, I> = {
  /** The promotion's name in the form's words: 'coupon' gives "New coupon", "Create coupon", "Save coupon". */
  noun: string;
  title: string;
  description: string;
  /** The table's accessible name, and what it says with nothing in it. */
  tableLabel: string;
  empty: string;
  /** The headings of the name, the rule and the count columns. */
  columns: { name: string; rule: string; count: string };
  nameOf(promotion: P): string;
  /** The rule cell: what the promotion gives, with its condition under it. */
  ruleOf(promotion: P): ReactNode;
  blank(): D;
  draftOf(promotion: P): D;
  /** The body the API takes; `kept` is the promotion being edited or paused. */
  bodyOf(draft: D, status: PromotionStatus, kept?: P): I;
  /** The shared schema of that body: the form checks the body it would send with it (the server does again). */
  schema: z.ZodType<unknown, I>;
  texts: { created: string; updated: string; ended: string };
  /** The form's own fields, between its first row and its buttons. */
  Fields(props: { form: DraftForm<D>; choices: PromotionChoices }): ReactNode;
  useList(): UseQueryResult<P[]>;
  useSave(): SaveMutation<I>;
  useEnd(): EndMutation;
};

const statusBadge = (status: string) =>
  `inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
    status === 'active'
      ? 'bg-success-soft text-success'
      : status === 'paused'
        ? 'bg-warning-soft text-warning'
        : 'bg-paper text-muted'
  }`;

/** A checkbox with its label, as the promotion forms use them (registered in the form by its caller). */
export function Check({ label, ...input }: { label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm">
      <input type="checkbox" className="size-4" {...input} />
      {label}
    </label>
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

function PromotionForm<P extends Promotion, D extends FieldValues, I>({
  kind,
  editing,
  onDone,
  choices,
}: {
  kind: PromotionKind<P, D, I>;
  editing: P | null;
  onDone: () => void;
  choices: PromotionChoices;
}) {
  const form = useForm<D, unknown, unknown>({
    // The draft is checked as the body it would send (its fields are named as the body's).
    resolver: bodyResolver(
      (draft: D) => kind.bodyOf(draft, editing?.status ?? 'active', editing ?? undefined),
      kind.schema,
    ),
    defaultValues: (editing ? kind.draftOf(editing) : kind.blank()) as DefaultValues<D>,
  });
  const save = kind.useSave();
  // The body is built from the draft as typed; the server parses it as the form's check did.
  const submit = form.handleSubmit(() =>
    save.mutate(
      {
        id: editing?._id ?? null,
        body: kind.bodyOf(form.getValues(), editing?.status ?? 'active', editing ?? undefined),
      },
      {
        onSuccess: () => {
          toast.success(editing ? kind.texts.updated : kind.texts.created);
          form.reset(kind.blank() as DefaultValues<D>);
          onDone();
        },
        onError: (error) => toastError(error, PROMOTION_TEXTS.saveFailed),
      },
    ),
  );
  const { Fields } = kind;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      aria-label={editing ? `Edit ${kind.nameOf(editing)}` : `New ${kind.noun}`}
    >
      <Fields form={form} choices={choices} />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={save.isPending}>
          {editing ? `Save ${kind.noun}` : `Create ${kind.noun}`}
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

/** A kind of promotion: its form, and its table with the results and actions of each. */
export function PromotionSection<P extends Promotion, D extends FieldValues, I>({
  kind,
  choices,
}: {
  kind: PromotionKind<P, D, I>;
  choices: PromotionChoices;
}) {
  const list = kind.useList();
  const save = kind.useSave();
  const end = kind.useEnd();
  const [editing, setEditing] = useState<P | null>(null);
  const toggle = (promotion: P) =>
    save.mutate(
      {
        id: promotion._id,
        body: kind.bodyOf(kind.draftOf(promotion), promotion.status === 'active' ? 'paused' : 'active', promotion),
      },
      { onError: (error) => toastError(error, PROMOTION_TEXTS.saveFailed) },
    );
  return (
    <AdminSection title={kind.title} description={kind.description}>
      <div className="flex flex-col gap-5">
        <PromotionForm
          key={editing?._id ?? 'new'}
          kind={kind}
          editing={editing}
          onDone={() => setEditing(null)}
          choices={choices}
        />
        <QueryList query={list} isEmpty={(promotions) => promotions.length === 0} empty={kind.empty}>
          {(promotions) => (
            <AdminTable
              label={kind.tableLabel}
              minWidth="min-w-[52rem]"
              columns={[
                { label: kind.columns.name },
                { label: kind.columns.rule },
                { label: 'Status' },
                { label: kind.columns.count },
                { label: 'Discount given' },
                { label: 'Sales brought' },
                { label: '' },
              ]}
            >
              {promotions.map((promotion) => (
                <tr key={promotion._id}>
                  <td className={`${td} font-semibold`}>{kind.nameOf(promotion)}</td>
                  <td className={td}>{kind.ruleOf(promotion)}</td>
                  <td className={td}>
                    <span className={statusBadge(promotion.status)}>{promotion.status}</span>
                  </td>
                  <td className={`${td} tabular-nums`}>{promotion.uses}</td>
                  <td className={`${td} tabular-nums`}>{formatInr(promotion.discountGiven)}</td>
                  <td className={`${td} tabular-nums`}>{formatInr(promotion.salesBrought)}</td>
                  <RowActions
                    name={kind.nameOf(promotion)}
                    status={promotion.status}
                    onEdit={() => setEditing(promotion)}
                    onToggle={() => toggle(promotion)}
                    onEnd={() =>
                      end.mutate(promotion._id, {
                        onSuccess: () => toast.success(kind.texts.ended),
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
