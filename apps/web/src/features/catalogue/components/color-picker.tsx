import { type ProductDetail, type Variant, PRODUCT_PAGE_TEXTS } from '@shop/shared';
import { useScreenTexts } from '../../../lib/i18n';

/** The colour swatches of the product page, as radios. */
export function ColorPicker({
  variants,
  selected,
  onChange,
}: {
  variants: ProductDetail['variants'];
  selected: Variant | undefined;
  onChange: (index: number) => void;
}) {
  const texts = useScreenTexts('productPage', PRODUCT_PAGE_TEXTS);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">
        {texts.colour} <span className="font-normal text-ink-soft">{selected?.color.name}</span>
      </legend>
      <div className="flex flex-wrap gap-3">
        {variants.map((v, i) => {
          const isSelected = v._id === selected?._id;
          return (
            <label
              key={v._id}
              title={v.color.name}
              className={`grid size-11 cursor-pointer place-items-center rounded-full ring-2 ring-offset-2 ring-offset-paper has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand ${
                isSelected ? 'ring-ink' : 'ring-transparent hover:ring-line'
              }`}
            >
              <input
                type="radio"
                name="color"
                className="sr-only"
                checked={isSelected}
                onChange={() => onChange(i)}
                aria-label={v.color.name}
              />
              <span
                aria-hidden
                className="size-9 rounded-full ring-1 ring-ink/15"
                style={{ backgroundColor: v.color.hex }}
              />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
