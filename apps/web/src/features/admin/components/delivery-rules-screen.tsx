import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { DELIVERY_RULE_TEXTS, type DeliveryRule } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageMeta } from '../../../components/ui/page-meta';
import { PageHeading } from '../../../components/ui/status';
import { toast, toastError } from '../../../lib/toast';
import { useDeliveryRules, useRemoveDeliveryRule } from '../api/india';
import { AdminSection, td } from '../../../components/ui/admin-section';
import { AdminTable, QueryList } from '../../../components/ui/admin-table';
import { DeliveryRuleForm } from './delivery-rule-form';
import { formatDateTime } from '../../../lib/format-date-time';

const scopeOf = (prefix: string) => (prefix.length === 6 ? `PIN ${prefix}` : `PINs ${prefix}…`);
const kindBadge = (kind: DeliveryRule['kind']) =>
  `inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${
    kind === 'blocked' ? 'bg-danger-soft text-danger' : 'bg-warning-soft text-warning'
  }`;

/** /admin/delivery: the PIN codes the shop does not deliver to or takes no cash on delivery from. */
export function DeliveryRulesScreen() {
  const rules = useDeliveryRules();
  const remove = useRemoveDeliveryRule();
  const [removing, setRemoving] = useState<DeliveryRule | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing._id, {
      onSuccess: () => {
        toast.success(DELIVERY_RULE_TEXTS.removed);
        setRemoving(null);
      },
      onError: (error) => toastError(error, DELIVERY_RULE_TEXTS.removeFailed),
    });
  };

  return (
    <div className="container-page flex flex-col gap-6 py-8 sm:py-10">
      <PageMeta title="Delivery Rules" />
      <PageHeading lead="Stop delivery or cash on delivery for one PIN code, or for every PIN code with a prefix. Checkout and the product page follow the rules at once.">
        Delivery Rules
      </PageHeading>
      <AdminSection title="Add a rule">
        <DeliveryRuleForm />
      </AdminSection>
      <AdminSection title="Rules" description="A rule on a prefix covers every PIN code that starts with it.">
        <QueryList query={rules} isEmpty={(list) => list.length === 0} empty={DELIVERY_RULE_TEXTS.empty}>
          {(list) => (
            <AdminTable
              label="Delivery rules"
              minWidth="min-w-[40rem]"
              columns={[
                { label: 'PIN codes' },
                { label: 'Rule' },
                { label: 'Note' },
                { label: 'Added' },
                { label: '' },
              ]}
            >
              {list.map((rule) => (
                <tr key={rule._id}>
                  <td className={`${td} font-semibold whitespace-nowrap tabular-nums`}>{scopeOf(rule.prefix)}</td>
                  <td className={td}>
                    <span className={kindBadge(rule.kind)}>{DELIVERY_RULE_TEXTS.kinds[rule.kind]}</span>
                  </td>
                  <td className={`${td} text-ink-soft`}>{rule.note ?? '—'}</td>
                  <td className={`${td} whitespace-nowrap text-ink-soft`}>{formatDateTime(rule.createdAt)}</td>
                  <td className={`${td} text-right`}>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-danger"
                      aria-label={`Remove the rule for ${scopeOf(rule.prefix)}`}
                      onClick={() => setRemoving(rule)}
                    >
                      <Trash2 className="size-4" aria-hidden />
                      Remove
                    </Button>
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </QueryList>
      </AdminSection>
      <ConfirmDialog
        open={removing !== null}
        title="Remove rule"
        message={removing ? DELIVERY_RULE_TEXTS.removeConfirm(removing.prefix) : null}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
