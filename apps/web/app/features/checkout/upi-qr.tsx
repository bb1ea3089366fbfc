/**
 * A QR-code-like picture for the UPI option. It is a placeholder: the real code for the order's
 * amount is shown by the payment window once the order is placed.
 */
export function UpiQr() {
  const size = 21;
  const cells: { x: number; y: number }[] = [];
  const finder = (x: number, y: number) =>
    (x < 7 && y < 7) || (x >= size - 7 && y < 7) || (x < 7 && y >= size - 7);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (finder(x, y)) continue;
      // A fixed pseudo-random pattern, so the server and the browser draw the same picture.
      if ((x * 7 + y * 13 + x * y) % 5 < 2) cells.push({ x, y });
    }
  }
  const finderAt = (x: number, y: number) => (
    <g key={`${x}-${y}`}>
      <rect x={x} y={y} width={7} height={7} fill="currentColor" />
      <rect x={x + 1} y={y + 1} width={5} height={5} fill="white" />
      <rect x={x + 2} y={y + 2} width={3} height={3} fill="currentColor" />
    </g>
  );
  return (
    <figure className="flex flex-col items-center gap-2">
      <svg
        role="img"
        aria-label="Scan to pay with any UPI app"
        viewBox={`-1 -1 ${size + 2} ${size + 2}`}
        className="h-36 w-36 rounded-lg border border-slate-200 bg-white p-1 text-slate-900"
        shapeRendering="crispEdges"
      >
        {finderAt(0, 0)}
        {finderAt(size - 7, 0)}
        {finderAt(0, size - 7)}
        {cells.map(({ x, y }) => (
          <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} fill="currentColor" />
        ))}
      </svg>
      <figcaption className="text-center text-sm text-slate-600">
        Scan to pay with any UPI app
      </figcaption>
    </figure>
  );
}
