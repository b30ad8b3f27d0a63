import { useState } from 'react';
import { SCREEN, type Color } from '@shop/shared';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useColors, type DeleteTarget } from '../api/catalogue';
import { AdminSection, td } from '../../../components/ui/admin-section';
import { AdminTable, EditDeleteCell, QueryList } from '../../../components/ui/admin-table';
import { ColorFormModal } from './color-form-modal';
import { ColorSwatch } from './color-swatch';

export function ColorsSection({ onDelete }: { onDelete: (target: DeleteTarget) => void }) {
  const colors = useColors();
  const [form, setForm] = useState<{ color: Color | null } | null>(null);
  return (
    <AdminSection
      id="colors"
      title="Colors"
      actions={
        <Button size="sm" onClick={() => setForm({ color: null })}>
          <Plus className="size-4" aria-hidden />
          Add Color
        </Button>
      }
    >
      <QueryList query={colors} isEmpty={(data) => data.colors.length === 0} empty={SCREEN.noColors}>
        {(data) => (
          <AdminTable
            label="Colors"
            minWidth="min-w-[24rem]"
            columns={[{ label: 'Name' }, { label: 'Hex' }, { label: 'Actions', align: 'right' }]}
          >
            {data.colors.map((color) => (
              <tr key={color._id}>
                <td className={`${td} font-medium`}>
                  <span className="flex items-center gap-2.5">
                    <ColorSwatch hex={color.hex} />
                    <span className="min-w-0">
                      {color.name}
                      {color.nameHi ? (
                        // The name Hindi pages show, under the English one (the admin's pages stay English).
                        <span className="block text-xs font-normal text-muted">
                          <span className="sr-only">Hindi name: </span>
                          <span lang="hi-IN">{color.nameHi}</span>
                        </span>
                      ) : null}
                    </span>
                  </span>
                </td>
                <td className={`${td} font-mono text-xs uppercase`}>{color.hex}</td>
                <EditDeleteCell
                  name={color.name}
                  onEdit={() => setForm({ color })}
                  onDelete={() => onDelete({ type: 'color', id: color._id })}
                />
              </tr>
            ))}
          </AdminTable>
        )}
      </QueryList>
      <ColorFormModal open={form !== null} color={form?.color ?? null} onClose={() => setForm(null)} />
    </AdminSection>
  );
}
