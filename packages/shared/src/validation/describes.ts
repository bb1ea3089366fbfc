import type { z } from './z';

type Equal<X, Y> =
  (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? true : false;

/**
 * A response schema that describes exactly the interface the web app reads. The type check fails
 * (naming both types) when one has a field the other lacks or types a field differently, so a
 * route's declared answer cannot drift from the type its callers are written against.
 *
 * Usage: `describes<Product>()(z.object({ … }))`.
 */
export const describes =
  <T>() =>
  <S extends z.ZodType>(
    schema: S & (Equal<z.output<S>, T> extends true ? unknown : { mismatch: [z.output<S>, T] }),
  ): S =>
    schema;
