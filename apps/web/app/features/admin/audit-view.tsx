import { AUDIT_ENTITIES, type AuditEntry } from '@shop/shared/admin/audit';
import type { Page } from '@shop/shared/admin/paging';
import { Form, useSearchParams } from 'react-router';
import { SelectField, TextField } from '~/components/form/fields';
import { buttonClass } from '~/components/ui/button';
import { formatIst } from '@shop/shared/format/india-time';
import { cellClass, PageTitle, Pager, Table } from './ui';

/** /admin/audit: every admin write, newest first. */
export function AuditView({ entries: d }: { entries: Page<AuditEntry> }) {
  const [params] = useSearchParams();
  return (
    <>
      <PageTitle title="Audit log" />
      <Form
        method="get"
        key={params.toString()}
        aria-label="Filter the audit log"
        className="mb-4 flex flex-wrap items-end gap-3"
      >
        <SelectField compact label="Entity" name="entity" defaultValue={params.get('entity') ?? ''}>
          <option value="">All</option>
          {AUDIT_ENTITIES.map((e) => (
            <option key={e} value={e}>
              {e}
            </option>
          ))}
        </SelectField>
        <TextField
          compact
          label="Entity id"
          name="entityId"
          defaultValue={params.get('entityId') ?? ''}
        />
        <button type="submit" className={buttonClass('primary', 'md', 'h-10')}>
          Filter
        </button>
      </Form>
      {d.items.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-4 py-8 text-center text-slate-600">
          Nothing recorded yet.
        </p>
      ) : (
        <>
          <Table
            label="Audit log"
            head={['Time (IST)', 'Who', 'Action', 'Entity', 'ID', 'Details']}
          >
            {d.items.map((a) => (
              <tr key={a.id}>
                <td className={`${cellClass} whitespace-nowrap`}>{formatIst(a.at)}</td>
                <td className={cellClass}>{a.actor.email}</td>
                <td className={`${cellClass} whitespace-nowrap font-medium`}>{a.action}</td>
                <td className={cellClass}>{a.entity}</td>
                <td className={cellClass}>{a.entityId}</td>
                <td className={`${cellClass} max-w-md`}>
                  <code className="block break-all text-xs text-slate-600">
                    {JSON.stringify(a.details)}
                  </code>
                </td>
              </tr>
            ))}
          </Table>
          <Pager page={d.page} pageCount={d.pageCount} total={d.total} params={params} />
        </>
      )}
    </>
  );
}
