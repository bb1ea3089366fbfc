import { stateOptions } from '@shop/shared/india/states';
import { INTL_LOCALE } from '@shop/shared/i18n/language';
import type { ComponentProps } from 'react';
import { SelectField } from '~/components/form/fields';
import { useLanguage, useT } from '~/lib/i18n/i18n';

/**
 * A state or union territory of India, chosen from the list the shop stores (ADR 053): the names
 * in the page's language and its alphabetical order, the stored name as each option's value.
 */
export function StateSelect(props: Omit<ComponentProps<typeof SelectField>, 'children'>) {
  const t = useT();
  const lang = useLanguage();
  return (
    <SelectField {...props}>
      <option value="">{t('address.selectState')}</option>
      {stateOptions(t, INTL_LOCALE[lang]).map((s) => (
        <option key={s.code} value={s.value}>
          {s.label}
        </option>
      ))}
    </SelectField>
  );
}
