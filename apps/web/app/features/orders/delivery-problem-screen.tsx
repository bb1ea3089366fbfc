import type { SubmissionResult } from '@conform-to/react';
import { formatIndiaDateTime } from '@shop/shared/format/india-time';
import {
  NDR_ANSWER_LABELS,
  NDR_ANSWERS,
  NDR_MESSAGES,
  ndrAnswerSchema,
  type DeliveryProblem,
} from '@shop/shared/shipping/tracking';
import { Form } from 'react-router';
import { TextField } from '~/components/form/fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { ErrorBox, SuccessBox } from '~/components/ui/notice';

/**
 * A failed delivery's page (ADR 101): what the courier said, and a form to choose another
 * attempt, a date, or cancelling. Once answered, the answer is shown instead.
 */
export function DeliveryProblemScreen({
  problem,
  lastResult,
}: {
  problem: DeliveryProblem | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { formProps, error, field } = useShopForm(ndrAnswerSchema, lastResult);
  const busy = useSubmitting();
  if (!problem) return <ErrorBox>{NDR_MESSAGES.link}</ErrorBox>;
  const said = (
    <p className="text-slate-700">
      {`The courier${problem.courierName ? ` (${problem.courierName})` : ''} could not deliver order ${problem.orderId} on ${formatIndiaDateTime(problem.failedAt)}${problem.reason ? `: “${problem.reason}”` : ''}.`}
    </p>
  );
  if (problem.answer) {
    return (
      <div className="flex flex-col gap-4">
        {said}
        <SuccessBox>
          {`${NDR_MESSAGES.thanks(problem.answer)} You chose: ${NDR_ANSWER_LABELS[problem.answer]}${problem.answerDate ? ` (${problem.answerDate})` : ''}.`}
        </SuccessBox>
      </div>
    );
  }
  const answer = field('answer');
  const date = field('date');
  return (
    <Form method="post" {...formProps} className="flex flex-col gap-4">
      {said}
      {error && <ErrorBox>{error}</ErrorBox>}
      <fieldset aria-describedby={answer.error ? 'answer-error' : undefined}>
        <legend className="mb-2 font-medium text-slate-900">What should the courier do?</legend>
        {NDR_ANSWERS.map((value) => (
          <label key={value} className="flex items-center gap-2 py-1">
            <input
              type="radio"
              name={answer.name}
              value={value}
              defaultChecked={answer.defaultValue === value}
              className="h-5 w-5"
            />
            {NDR_ANSWER_LABELS[value]}
          </label>
        ))}
        {answer.error && (
          <p id="answer-error" className="mt-1 text-sm text-red-700">
            {answer.error}
          </p>
        )}
      </fieldset>
      <TextField
        label="Date for the new attempt"
        type="date"
        {...date}
        min={problem.earliestDate}
        max={problem.latestDate}
        hint="Only when you choose a date"
      />
      <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'w-full')}>
        {busy ? 'Sending…' : 'Send my answer'}
      </button>
    </Form>
  );
}
