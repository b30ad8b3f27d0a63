import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stringify } from 'csv-stringify/sync';
import { API, GST_SUMMARY_COLUMNS, GstSummary, GstSummaryQuery, IdParams } from '@shop/shared';
import { answers, ok } from '../../plugins/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { TaxDocumentRenderer } from './invoices.renderer.ts';
import * as invoices from './invoices.service.ts';

/** The invoice and credit-note PDFs of an order, and the admin's monthly GST summary (under /api/v1). */
const invoicesRoutes: FastifyPluginAsyncZod<{ renderer: TaxDocumentRenderer }> = async (app, { renderer }) => {
  const tags = ['invoices'];

  for (const kind of ['invoice', 'creditNote'] as const) {
    const url = kind === 'invoice' ? API.order.invoice(':id') : API.order.creditNote(':id');
    app.get(url, { preHandler: app.requireUser, schema: { tags, params: IdParams } }, async (request, reply) => {
      const found = await invoices.documentFor(app.db, kind, request.params.id, currentUser(request));
      const pdf = await renderer.render(kind, found.document, found.invoice);
      const fileName = invoices.documentFileName(kind, found.document.number);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
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
        .send(
          stringify(rows, { bom: true, header: true, columns: [...GST_SUMMARY_COLUMNS], record_delimiter: 'windows' }),
        );
    },
  );
};

export default invoicesRoutes;
