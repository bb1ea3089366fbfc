import { ROLE_LABELS } from '@shop/shared/admin/permissions';
import { AUDIT_ENTITIES, AUDIT_SORTS, type AuditEntry } from '@shop/shared/admin/audit';
import type { Page } from '@shop/shared/admin/paging';
import { formatIst } from '@shop/shared/format/india-time';
import { useSearchParams } from 'react-router';
import { TextField } from '~/components/form/fields';
import { ListFilters, optionsOf } from './list-filters';
import { DataTable, EmptyList, PageTitle, Pager, type Column } from './ui';

const COLUMNS: Column<AuditEntry>[] = [
  { header: 'Time (IST)', cell: (a) => formatIst(a.at) },
  {
    header: 'Who',
    cell: (a) => (
      <span className="break-all">
        {a.actor.email}
        {a.actor.role && <span className="text-slate-500"> · {ROLE_LABELS[a.actor.role]}</span>}
      </span>
    ),
  },
  {
    header: 'Action',
    cell: (a) => (
      <>
        <span className="block font-medium">{a.action}</span>
        <span className="block text-xs text-slate-500">
          {a.entity} {a.entityId}
        </span>
      </>
    ),
  },
  {
    header: 'Details',
    cell: (a) => (
      <code className="block break-all text-xs text-slate-600">{JSON.stringify(a.details)}</code>
    ),
    className: 'max-w-md',
  },
];

/** /admin/audit: every staff write, filtered and sorted as the address says. */
export function AuditView({
  entries: d,
  errors,
}: {
  entries: Page<AuditEntry>;
  errors: Record<string, string>;
}) {
  const [params] = useSearchParams();
  return (
    <>
      <PageTitle title="Audit log" />
      <ListFilters
        label="Filter the audit log"
        search="Who or action"
        filters={[{ name: 'entity', label: 'Entity', options: optionsOf(AUDIT_ENTITIES) }]}
        sorts={AUDIT_SORTS}
        errors={errors}
      >
        <TextField
          compact
          label="Entity id"
          name="entityId"
          defaultValue={params.get('entityId') ?? ''}
          error={errors.entityId}
        />
      </ListFilters>
      {d.items.length === 0 ? (
        <EmptyList>Nothing recorded here.</EmptyList>
      ) : (
        <>
          <DataTable label="Audit log" columns={COLUMNS} rows={d.items} rowKey={(a) => a.id} />
          <Pager page={d.page} pageCount={d.pageCount} total={d.total} params={params} />
        </>
      )}
    </>
  );
}
