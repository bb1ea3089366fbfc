import type { SubmissionResult } from '@conform-to/react';
import { ROLE_LABELS } from '@shop/shared/admin/permissions';
import { staffFormSchema, type StaffMember } from '@shop/shared/admin/staff';
import { formatIst } from '@shop/shared/format/india-time';
import { Form, Link } from 'react-router';
import { SelectField, TextField } from '~/components/form/fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { ConfirmStep } from './confirm-step';
import { Badge, Outcome, PageTitle } from './ui';

/** What each of the page's forms did, as the status line says it (`?saved=<intent>`). */
const SAVED_TEXT = {
  added: 'Added. They can open the back office when they next log in.',
  invited: 'Added. They have been emailed a link to choose their password (it works for 7 days).',
  role: 'Role changed. It applies from their next click.',
  revoked: 'Back-office access removed. They were signed out everywhere.',
} as const;

/** The outcome named by the address, if it names one. */
export function staffSavedText(saved: string | null): string | undefined {
  return Object.entries(SAVED_TEXT).find(([intent]) => intent === saved)?.[1];
}

const ROLE_HINTS = {
  staff: 'Orders, stock, messages, reviews and customers.',
  owner: 'Everything, including prices, refunds and staff accounts.',
} as const;

/**
 * /admin/staff (owners only, ADR 070): who can open the back office, adding someone by email,
 * switching staff and owner, and taking access away (asked first, `?confirm=revoke-<id>`).
 */
export function StaffView({
  members,
  myId,
  confirm,
  saved,
  lastResult,
}: {
  members: StaffMember[];
  myId: number;
  confirm: string | undefined;
  saved: string | undefined;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { error, field, formProps } = useShopForm(staffFormSchema, lastResult);
  const adding = useSubmitting({ intent: 'add' });
  const email = field('email');
  const owners = members.filter((m) => m.role === 'owner').length;
  return (
    <>
      <PageTitle title="Staff" />
      <Outcome saved={saved} error={error} />
      <section
        aria-labelledby="add-staff"
        className="mt-4 rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="add-staff" className="font-semibold text-slate-900">
          Add someone
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          An existing customer account keeps its password. A new email gets an account and a link to
          choose its password.
        </p>
        <Form
          method="post"
          {...formProps}
          className="mt-3 grid gap-3 sm:grid-cols-[1fr_12rem_auto]"
        >
          <input type="hidden" name="intent" value="add" />
          <TextField
            compact
            label="Email"
            type="email"
            autoComplete="off"
            name={email.name}
            defaultValue={email.defaultValue}
            error={email.error}
          />
          <SelectField compact label="Role" name="role" defaultValue="staff">
            <option value="staff">Staff</option>
            <option value="owner">Owner</option>
          </SelectField>
          <div className="flex items-end">
            <button type="submit" className={buttonClass('primary', 'md')} disabled={adding}>
              {adding ? 'Adding…' : 'Add'}
            </button>
          </div>
        </Form>
      </section>
      <h2 className="mb-3 mt-8 font-semibold text-slate-900">Who can open the back office</h2>
      <ul aria-label="Staff accounts" className="space-y-3">
        {members.map((m) => (
          <MemberCard
            key={m.id}
            member={m}
            isMe={m.id === myId}
            lastOwner={m.role === 'owner' && owners <= 1}
            confirming={confirm === `revoke-${m.id}`}
          />
        ))}
      </ul>
    </>
  );
}

function MemberCard({
  member: m,
  isMe,
  lastOwner,
  confirming,
}: {
  member: StaffMember;
  isMe: boolean;
  lastOwner: boolean;
  confirming: boolean;
}) {
  const busy = useSubmitting();
  const other = m.role === 'owner' ? 'staff' : 'owner';
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">{m.name}</span>
        <span className="break-all text-slate-600">{m.email}</span>
        <Badge tone={m.role === 'owner' ? 'blue' : 'slate'}>{ROLE_LABELS[m.role]}</Badge>
        {isMe && <Badge tone="green">You</Badge>}
        {m.disabled && <Badge tone="red">Disabled</Badge>}
      </div>
      <p className="mt-1 text-slate-600">
        {ROLE_HINTS[m.role]} Account made {formatIst(m.createdAt)}.
      </p>
      {lastOwner ? (
        <p className="mt-2 text-slate-600">The only owner: add another owner to change this.</p>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Form method="post">
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="id" value={m.id} />
            <input type="hidden" name="role" value={other} />
            <button type="submit" className={buttonClass('outline', 'sm')} disabled={busy}>
              Make {other === 'owner' ? 'owner' : 'staff'}
              <span className="sr-only"> {m.email}</span>
            </button>
          </Form>
          {!confirming && (
            <Link
              to={`?confirm=revoke-${m.id}#revoke-${m.id}`}
              className={buttonClass('outline', 'sm', 'text-red-700')}
            >
              Remove access<span className="sr-only"> for {m.email}</span>
            </Link>
          )}
        </div>
      )}
      {confirming && !lastOwner && (
        <ConfirmStep
          id={`revoke-${m.id}`}
          heading="h3"
          title={`Remove ${m.email}’s back-office access?`}
          fields={{ intent: 'revoke', id: String(m.id) }}
          label="Yes, remove access"
          busy={busy}
        >
          The account becomes a customer account again (its orders stay) and is signed out
          everywhere{isMe ? ', including you, now' : ''}.
        </ConfirmStep>
      )}
    </li>
  );
}
