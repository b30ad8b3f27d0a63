import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stringify } from 'csv-stringify/sync';
import {
  API,
  GSTR1_TABLES,
  GSTR1_TABLE_NAMES,
  GST_SUMMARY_COLUMNS,
  GstSummary,
  GstSummaryQuery,
  Gstr1Query,
  INVOICE_MESSAGES,
  INVOICE_SETTINGS_TEXTS,
  IdParams,
  InvoiceImageParams,
  InvoiceSettings,
  SaveInvoiceSettingsBody,
  gstr1FileName,
  parseGstPeriod,
} from '@shop/shared';
import { AppError } from '../../lib/errors/app-error.ts';
import { answers, ok } from '../../plugins/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { gstr1Rows } from './invoices.gstr1.service.ts';
import type { TaxDocumentKind, TaxDocumentRenderer } from './invoices.renderer.ts';
import * as invoices from './invoices.service.ts';
import * as settings from './invoices.settings.service.ts';

const csv = (rows: readonly (readonly (string | number)[])[], columns: readonly string[]) =>
  stringify(rows as (string | number)[][], {
    bom: true,
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
  });

/**
 * The invoice and credit-note PDFs of an order; for the admin, the monthly GST summary, the GSTR-1
 * tables and the invoice settings (under /api/v1).
 */
const invoicesRoutes: FastifyPluginAsyncZod<{ renderer: TaxDocumentRenderer }> = async (app, { renderer }) => {
  const tags = ['invoices'];
  /** A document as a PDF download, kept out of shared caches (it names a customer). */
  const sendDocument = async (
    reply: FastifyReply,
    found: {
      kind: TaxDocumentKind;
      document: Parameters<TaxDocumentRenderer['render']>[1];
      invoice: Parameters<TaxDocumentRenderer['render']>[2];
    },
  ) => {
    const pdf = await renderer.render(found.kind, found.document, found.invoice);
    const fileName = invoices.documentFileName(found.kind, found.document.number);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  };

  for (const kind of ['invoice', 'creditNote'] as const) {
    const url = kind === 'invoice' ? API.order.invoice(':id') : API.order.creditNote(':id');
    app.get(url, { preHandler: app.requireUser, schema: { tags, params: IdParams } }, async (request, reply) => {
      const found = await invoices.documentFor(app.db, kind, request.params.id, currentUser(request));
      return sendDocument(reply, found);
    });
  }

  // A return's credit note and an exchange's replacement invoice, each under the return it belongs to.
  for (const kind of ['creditNote', 'replacementInvoice'] as const) {
    const url = kind === 'creditNote' ? API.returns.creditNote(':id') : API.returns.replacementInvoice(':id');
    app.get(url, { preHandler: app.requireUser, schema: { tags, params: IdParams } }, async (request, reply) => {
      const found = await invoices.returnDocumentFor(app.db, kind, request.params.id, currentUser(request));
      return sendDocument(reply, found);
    });
  }

  app.get(
    API.gst.summary,
    { preHandler: app.requireAdmin, schema: { tags, querystring: GstSummaryQuery, response: answers(GstSummary) } },
    async (request) => ok(await invoices.gstSummary(app.db, request.query.month)),
  );

  app.get(
    API.gst.csv,
    { preHandler: app.requireAdmin, schema: { tags, querystring: GstSummaryQuery } },
    async (request, reply) => {
      const rows = await invoices.gstSummaryRows(app.db, request.query.month);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="gst-summary-${request.query.month}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv(rows, GST_SUMMARY_COLUMNS));
    },
  );

  // GSTR-1 tables of a month or a quarter, one CSV each (decision record 0227).
  for (const table of GSTR1_TABLE_NAMES) {
    app.get(
      API.gst.gstr1(table),
      { preHandler: app.requireAdmin, schema: { tags, querystring: Gstr1Query } },
      async (request, reply) => {
        const period = parseGstPeriod(request.query.period)!;
        const rows = await gstr1Rows(app.db, period, table);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${gstr1FileName(table, period.period)}"`)
          .header('cache-control', 'no-store')
          .send(csv(rows, GSTR1_TABLES[table].columns));
      },
    );
  }

  // The owner's invoice settings: the authorised signatory, the signature and the logo.
  const admin = { preHandler: app.requireAdmin };
  app.get(API.invoiceSettings.root, { ...admin, schema: { tags, response: answers(InvoiceSettings) } }, async () =>
    ok(await settings.invoiceSettings(app.db, app.storage)),
  );

  app.put(
    API.invoiceSettings.root,
    { ...admin, schema: { tags, body: SaveInvoiceSettingsBody, response: answers(InvoiceSettings) } },
    async (request) =>
      ok(await settings.saveSignatory(app.db, app.storage, request.body.signatoryName), INVOICE_SETTINGS_TEXTS.saved),
  );

  app.put(
    API.invoiceSettings.image(':kind'),
    {
      ...admin,
      schema: {
        tags,
        params: InvoiceImageParams,
        consumes: ['multipart/form-data'],
        response: answers(InvoiceSettings),
      },
    },
    async (request) => {
      const file = request.isMultipart() ? await request.file() : undefined;
      const bytes = file ? await file.toBuffer() : undefined;
      if (!bytes?.length) throw new AppError('BAD_REQUEST', INVOICE_MESSAGES.imageMissing);
      const { kind } = request.params;
      return ok(await settings.saveImage(app.db, app.storage, kind, bytes), INVOICE_SETTINGS_TEXTS.imageSaved[kind]);
    },
  );

  app.delete(
    API.invoiceSettings.image(':kind'),
    { ...admin, schema: { tags, params: InvoiceImageParams, response: answers(InvoiceSettings) } },
    async (request) => {
      const { kind } = request.params;
      return ok(await settings.removeImage(app.db, app.storage, kind), INVOICE_SETTINGS_TEXTS.imageRemoved[kind]);
    },
  );
};

export default invoicesRoutes;
