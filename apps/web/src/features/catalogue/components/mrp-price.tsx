import { formatInr, percentOffMrp } from '@shop/shared';
import { useTexts } from '../../../lib/i18n';

/** The selling price, and the MRP struck through with the % off when there is one. */
export function MrpPrice({
  price,
  mrp,
  className = 'font-semibold text-ink',
}: {
  price: number;
  mrp?: number | null | undefined;
  className?: string;
}) {
  const texts = useTexts().storefront;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span>
        <span className="sr-only">{texts.price} </span>
        {formatInr(price)}
      </span>
      {mrp && mrp > price ? (
        <>
          <s className="text-sm font-normal text-muted">
            <span className="sr-only">{texts.mrp} </span>
            {formatInr(mrp)}
          </s>
          <span className="text-sm font-semibold text-success">{texts.percentOff(percentOffMrp(price, mrp))}</span>
        </>
      ) : null}
    </p>
  );
}
