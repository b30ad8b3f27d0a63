/**
 * What the catalogue announces, through the outbox, in the transaction of the change: a colour's
 * selling price moved, from what to what (paise). The owner's edit is the only price write.
 */
export type CatalogueEvent = {
  type: 'price.changed';
  variantId: string;
  fromPaise: number;
  toPaise: number;
};
