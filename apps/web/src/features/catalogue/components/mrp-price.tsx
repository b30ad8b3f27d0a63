import { formatInr, percentOffMrp } from '@shop/shared';

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
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span>
        <span className="sr-only">Price </span>
        {formatInr(price)}
      </span>
      {mrp && mrp > price ? (
        <>
          <s className="text-sm font-normal text-muted">
            <span className="sr-only">MRP </span>
            {formatInr(mrp)}
          </s>
          <span className="text-sm font-semibold text-success">{percentOffMrp(price, mrp)}% off</span>
        </>
      ) : null}
    </p>
  );
}
