import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';

/**
 * A destructive action's second step: what will happen, the button that does it (a form posted
 * to the page's action with `fields` hidden in it) and a way back. Reached by a link
 * (`?confirm=…#<id>`), so it works without JavaScript.
 */
export function ConfirmStep({
  id,
  heading: Heading = 'h2',
  title,
  children,
  fields,
  label,
  busy,
}: {
  id: string;
  heading?: 'h2' | 'h3';
  title: string;
  children: ReactNode;
  fields: Record<string, string>;
  label: string;
  busy: boolean;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <Heading id={`${id}-title`} className="font-semibold text-slate-900">
        {title}
      </Heading>
      <p className="mt-1 text-slate-700">{children}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className={buttonClass('primary', 'sm')} disabled={busy}>
            {busy ? 'Saving…' : label}
          </button>
        </Form>
        <Link to="?" className={buttonClass('outline', 'sm')}>
          Cancel
        </Link>
      </div>
    </section>
  );
}
