import { listParams, type ListParam, type ListState } from './list-params';

/**
 * The current list state as hidden inputs, so a form that sets one parameter keeps the others
 * when submitted without JavaScript. Defaults are left out.
 */
export function HiddenParams({ state, omit }: { state: ListState; omit: ListParam[] }) {
  return (
    <>
      {listParams(state)
        .filter(([key]) => !omit.includes(key))
        .map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
    </>
  );
}
