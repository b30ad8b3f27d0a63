import { SelectField, TextField } from '../../../components/ui/field';
import { useAllProducts, useColors } from '../api/catalogue';

export type VariantFilterValues = { productId: string; color: string; search: string };

/** Product, colour and free-text filters of the variants table; any change starts again at page 1. */
export function VariantFilters({
  values,
  onChange,
}: {
  values: VariantFilterValues;
  onChange: (next: Partial<VariantFilterValues>) => void;
}) {
  const products = useAllProducts();
  const colors = useColors();
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-3">
      <SelectField
        label="Filter by product"
        value={values.productId}
        onChange={(event) => onChange({ productId: event.target.value })}
      >
        <option value="">All products</option>
        {products.data?.map((p) => (
          <option key={p._id} value={p._id}>
            {p.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Filter by color"
        value={values.color}
        onChange={(event) => onChange({ color: event.target.value })}
      >
        <option value="">All colors</option>
        {colors.data?.colors.map((c) => (
          <option key={c._id} value={c._id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Search variants"
        type="search"
        placeholder="Product, colour or SKU"
        value={values.search}
        onChange={(event) => onChange({ search: event.target.value })}
      />
    </div>
  );
}
