import type { ReviewStatus } from '@shop/shared/reviews/review';
import { Link } from 'react-router';

const TABS: { status: ReviewStatus | 'all'; label: string }[] = [
  { status: 'pending', label: 'Awaiting moderation' },
  { status: 'approved', label: 'Published' },
  { status: 'hidden', label: 'Hidden' },
  { status: 'all', label: 'All' },
];

/** The queue's statuses as links (?status=, the search and sort kept), each with its count. */
export function ReviewTabs({
  current,
  counts,
  params,
}: {
  current: ReviewStatus | 'all';
  counts: Record<ReviewStatus, number>;
  params: URLSearchParams;
}) {
  const all = counts.pending + counts.approved + counts.hidden;
  const to = (status: ReviewStatus | 'all') => {
    const next = new URLSearchParams(params);
    next.delete('page');
    next.set('status', status === 'all' ? '' : status);
    return `?${next}`;
  };
  return (
    <nav aria-label="Reviews by status" className="mb-4 flex flex-wrap gap-2">
      {TABS.map(({ status, label }) => (
        <Link
          key={status}
          to={to(status)}
          aria-current={current === status ? 'page' : undefined}
          className={`rounded-full border px-3 py-1.5 text-sm ${
            current === status
              ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
          }`}
        >
          {label} ({status === 'all' ? all : counts[status]})
        </Link>
      ))}
    </nav>
  );
}
