import { useState } from 'react';
import { SCREEN, type Color } from '@shop/shared';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useColors, type DeleteTarget } from '../api/catalogue';
import { AdminSection, ListState, TableFrame, td, th } from './admin-section';
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
      {colors.isPending ? (
        <ListState>{SCREEN.loading}</ListState>
      ) : colors.isError ? (
        <ListState tone="error">{SCREEN.listError(colors.error.message)}</ListState>
      ) : colors.data.colors.length === 0 ? (
        <ListState>{SCREEN.noColors}</ListState>
      ) : (
        <TableFrame label="Colors" minWidth="min-w-[24rem]">
          <thead>
            <tr>
              <th scope="col" className={th}>
                Name
              </th>
              <th scope="col" className={th}>
                Hex
              </th>
              <th scope="col" className={`${th} text-right`}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {colors.data.colors.map((color) => (
              <tr key={color._id}>
                <td className={`${td} font-medium`}>
                  <span className="flex items-center gap-2.5">
                    <ColorSwatch hex={color.hex} />
                    {color.name}
                  </span>
                </td>
                <td className={`${td} font-mono text-xs uppercase`}>{color.hex}</td>
                <td className={`${td} text-right`}>
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Edit ${color.name}`}
                      onClick={() => setForm({ color })}
                    >
                      <Pencil className="size-4" aria-hidden />
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-danger"
                      aria-label={`Delete ${color.name}`}
                      onClick={() => onDelete({ type: 'color', id: color._id })}
                    >
                      <Trash2 className="size-4" aria-hidden />
                      Delete
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
      <ColorFormModal open={form !== null} color={form?.color ?? null} onClose={() => setForm(null)} />
    </AdminSection>
  );
}
