import type { InvoiceImage, InvoiceSettings } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import type { TaxDocumentIssuer } from '../../db/schema/index.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { storeDocumentImage } from './invoices.images.ts';
import * as repo from './invoices.repository.ts';

const KEY_OF = { signature: 'signatureKey', logo: 'logoKey' } as const satisfies Record<
  InvoiceImage,
  keyof TaxDocumentIssuer
>;

/** The settings as the admin screen shows them: picture URLs, never storage keys. */
function shown(settings: TaxDocumentIssuer | undefined, storage: Storage): InvoiceSettings {
  const url = (key: string | null | undefined) => (key ? storage.urlFor(key) : null);
  return {
    signatoryName: settings?.signatoryName ?? null,
    signatureUrl: url(settings?.signatureKey),
    logoUrl: url(settings?.logoKey),
  };
}

export async function invoiceSettings(db: Db, storage: Storage): Promise<InvoiceSettings> {
  return shown(await repo.findInvoiceSettings(db), storage);
}

/** The authorised signatory's name printed under the signature (null: none). */
export async function saveSignatory(db: Db, storage: Storage, signatoryName: string | null): Promise<InvoiceSettings> {
  return shown(await repo.saveInvoiceSettings(db, { signatoryName }), storage);
}

/**
 * A new signature or logo for the documents issued from now on. The file it replaces stays in
 * storage: documents issued before still print it.
 */
export async function saveImage(db: Db, storage: Storage, kind: InvoiceImage, bytes: Buffer): Promise<InvoiceSettings> {
  const key = await storeDocumentImage(bytes, kind, storage);
  return shown(await repo.saveInvoiceSettings(db, { [KEY_OF[kind]]: key }), storage);
}

/** Documents issued from now on carry no such picture; those issued before keep theirs. */
export async function removeImage(db: Db, storage: Storage, kind: InvoiceImage): Promise<InvoiceSettings> {
  return shown(await repo.saveInvoiceSettings(db, { [KEY_OF[kind]]: null }), storage);
}
