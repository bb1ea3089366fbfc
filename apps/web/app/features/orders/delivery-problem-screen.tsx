import type { SubmissionResult } from '@conform-to/react';
import { formatIndiaDateTime } from '@shop/shared/format/india-time';
import type { MessageKey } from '@shop/shared/i18n/catalogue';
import {
  NDR_ANSWERS,
  ndrAnswerSchema,
  type DeliveryProblem,
  type NdrAnswer,
} from '@shop/shared/shipping/tracking';
import { Form } from 'react-router';
import { TextField } from '~/components/form/fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { ErrorBox, SuccessBox } from '~/components/ui/notice';
import { useT } from '~/lib/i18n/i18n';

const ANSWER_LABELS: Record<NdrAnswer, MessageKey> = {
  reattempt: 'deliveryProblem.answer.reattempt',
  new_date: 'deliveryProblem.answer.newDate',
  cancel: 'deliveryProblem.answer.cancel',
};

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
  const t = useT();
  const { formProps, error, field } = useShopForm(ndrAnswerSchema, lastResult);
  const busy = useSubmitting();
  if (!problem) return <ErrorBox>{t('deliveryProblem.invalid')}</ErrorBox>;
  const said = (
    <p className="text-slate-700">
      {t(
        problem.courierName
          ? problem.reason
            ? 'deliveryProblem.saidByWhy'
            : 'deliveryProblem.saidBy'
          : problem.reason
            ? 'deliveryProblem.saidWhy'
            : 'deliveryProblem.said',
        {
          courier: problem.courierName ?? '',
          orderId: problem.orderId,
          time: formatIndiaDateTime(problem.failedAt),
          reason: problem.reason ?? '',
        },
      )}
    </p>
  );
  if (problem.answer) {
    return (
      <div className="flex flex-col gap-4">
        {said}
        <SuccessBox>
          {`${t(problem.answer === 'cancel' ? 'deliveryProblem.thanksCancel' : 'deliveryProblem.thanks')} ${
            problem.answerDate
              ? t('deliveryProblem.choseOn', {
                  answer: t(ANSWER_LABELS[problem.answer]),
                  date: problem.answerDate,
                })
              : t('deliveryProblem.chose', { answer: t(ANSWER_LABELS[problem.answer]) })
          }`}
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
        <legend className="mb-2 font-medium text-slate-900">{t('deliveryProblem.question')}</legend>
        {NDR_ANSWERS.map((value) => (
          <label key={value} className="flex items-center gap-2 py-1">
            <input
              type="radio"
              name={answer.name}
              value={value}
              defaultChecked={answer.defaultValue === value}
              className="h-5 w-5"
            />
            {t(ANSWER_LABELS[value])}
          </label>
        ))}
        {answer.error && (
          <p id="answer-error" className="mt-1 text-sm text-red-700">
            {answer.error}
          </p>
        )}
      </fieldset>
      <TextField
        label={t('deliveryProblem.date')}
        type="date"
        {...date}
        min={problem.earliestDate}
        max={problem.latestDate}
        hint={t('deliveryProblem.dateHint')}
      />
      <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'w-full')}>
        {busy ? t('deliveryProblem.sending') : t('deliveryProblem.send')}
      </button>
    </Form>
  );
}
