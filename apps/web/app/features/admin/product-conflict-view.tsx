import type { ProductConflict } from './product-conflict';

/**
 * Above the product form refused as stale (409): what is saved now against what the form holds,
 * field by field. The form below keeps the staff member's values on the product as it is now, so
 * Save applies their edit again.
 */
export function ProductConflictView({ conflict }: { conflict: ProductConflict }) {
  return (
    <section
      aria-labelledby="product-conflict-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-sm text-amber-950"
    >
      <h2 id="product-conflict-title" className="text-base font-semibold">
        This product changed after you opened it
      </h2>
      <p className="mt-1">
        Stock is now {conflict.stock}. Your form below keeps your values on top of the product as it
        is now (any change of stock you typed is added to the stock now). Check the fields and save
        again to apply your edit, or leave the page to keep what is saved.
      </p>
      {conflict.rows.length === 0 ? (
        <p className="mt-3">Saving again changes nothing that is saved now.</p>
      ) : (
        <table className="mt-3 w-full border-collapse text-left">
          <caption className="sr-only">What changed, saved now against yours</caption>
          <thead>
            <tr className="border-b border-amber-300">
              <th scope="col" className="py-1 pr-3">
                Field
              </th>
              <th scope="col" className="py-1 pr-3">
                Saved now
              </th>
              <th scope="col" className="py-1">
                Yours
              </th>
            </tr>
          </thead>
          <tbody>
            {conflict.rows.map((row) => (
              <tr key={row.label} className="border-b border-amber-200 align-top">
                <th scope="row" className="py-1 pr-3 font-medium">
                  {row.label}
                </th>
                <td className="py-1 pr-3 whitespace-pre-line">{row.theirs}</td>
                <td className="py-1 whitespace-pre-line">{row.yours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
