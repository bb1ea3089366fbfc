import { RTO_DAYS, rtoRateText, type RtoRates } from '@shop/shared/admin/dashboard';

/**
 * Return-to-origin rates of the last RTO_DAYS days (ADR 102): COD against prepaid, overall and
 * per delivery state, so staff see where Cash on Delivery costs two shipping legs.
 */
export function RtoRatesTable({ rto }: { rto: RtoRates }) {
  const rows = [{ state: 'All states', cod: rto.cod, prepaid: rto.prepaid }, ...rto.byState];
  return (
    <section
      aria-labelledby="rto-title"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="rto-title" className="font-semibold text-slate-900">
        Returned to origin, last {RTO_DAYS} days
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-slate-500">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                State
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                Cash on Delivery
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Prepaid
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => (
              <tr key={r.state}>
                <th scope="row" className="py-1 pr-3 font-normal text-slate-800">
                  {r.state}
                </th>
                <td className="py-1 pr-3 text-right text-slate-800">
                  {rtoRateText(r.cod)}{' '}
                  <span className="text-xs text-slate-500">
                    ({r.cod.returned}/{r.cod.dispatched})
                  </span>
                </td>
                <td className="py-1 text-right text-slate-800">
                  {rtoRateText(r.prepaid)}{' '}
                  <span className="text-xs text-slate-500">
                    ({r.prepaid.returned}/{r.prepaid.dispatched})
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
