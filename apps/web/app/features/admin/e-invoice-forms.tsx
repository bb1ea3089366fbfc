import type { SubmissionResult } from '@conform-to/react';
import type { EInvoiceDocument } from '@shop/shared/e-invoices/documents';
import { importIrnSchema } from '@shop/shared/e-invoices/irp-response';
import { Form } from 'react-router';
import { SelectField, TextAreaField } from '~/components/form/fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { Outcome } from './ui';

/**
 * Record the portal's response: the document and its response pasted as the IRP (or the GSP)
 * gave it. A real form posting to the page's action, checked with the same schema in the browser.
 */
export function ImportIrnForm({
  documents,
  chosen,
  lastResult,
}: {
  documents: EInvoiceDocument[];
  chosen: string | undefined;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { formProps, error, field } = useShopForm(importIrnSchema, lastResult);
  const sending = useSubmitting({ action: '/admin/e-invoices' });
  const document = field('document');
  const response = field('response');
  return (
    <section
      id="import"
      aria-labelledby="import-irn"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="import-irn" className="font-semibold text-slate-900">
        Record the portal’s response
      </h2>
      <Outcome error={error} />
      <Form method="post" action="/admin/e-invoices" {...formProps} className="mt-3 space-y-4">
        <SelectField
          label="Document"
          name={document.name}
          error={document.error}
          defaultValue={document.defaultValue ?? chosen}
          required
        >
          <option value="">Choose a document</option>
          {documents.map((d) => (
            <option key={d.number} value={d.number}>
              {d.number} · {d.buyer}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Response (JSON)"
          name={response.name}
          error={response.error}
          defaultValue={response.defaultValue}
          required
          spellCheck={false}
          hint="The IRP's answer for this document, as it gave it: Irn, AckNo, AckDt and SignedQRCode."
        />
        <button type="submit" className={buttonClass('primary', 'md')} disabled={sending}>
          {sending ? 'Recording…' : 'Record IRN'}
        </button>
      </Form>
    </section>
  );
}
