import {
  LANGUAGE_NAME,
  LANGUAGES,
  HTML_LANG,
  pathIn,
  pathWithoutLanguage,
  type Language,
} from '@shop/shared/i18n/language';
import { useLocation, useRouteLoaderData } from 'react-router';
import { useLanguage } from './i18n';

interface RootLanguageData {
  publicUrl?: string;
  suggestedLanguage?: Language | null;
}

// useRouteLoaderData is typed unknown by route id; the root loader answers these fields.
const useRootLanguageData = () => (useRouteLoaderData('root') ?? {}) as RootLanguageData;

/** This page's address in `lang`, its query kept: the switcher's and the alternates' target. */
function useAddressIn(): (lang: Language) => string {
  const { pathname, search } = useLocation();
  const page = pathWithoutLanguage(pathname);
  return (lang) => pathIn(lang, page) + search;
}

/**
 * `hreflang` alternates for every language and `x-default` (English), so a search engine lists
 * each language's page for its readers (Google's "Tell Google about localized versions").
 */
export function AlternateLinks() {
  const { publicUrl = '' } = useRootLanguageData();
  const addressIn = useAddressIn();
  return (
    <>
      {LANGUAGES.map((lang) => (
        <link
          key={lang}
          rel="alternate"
          hrefLang={HTML_LANG[lang]}
          href={publicUrl + addressIn(lang)}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={publicUrl + addressIn('en')} />
    </>
  );
}

/**
 * The language switcher: a plain link to this page in the other language, so it works without
 * JavaScript and a crawler can follow it.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const lang = useLanguage();
  const addressIn = useAddressIn();
  const other: Language = lang === 'hi' ? 'en' : 'hi';
  // Named in its own language, and marked so, as a reader of that language looks for it (W3C,
  // "Using the lang attribute"): "English" on a Hindi page, "हिन्दी" on an English one.
  return (
    <a
      href={addressIn(other)}
      hrefLang={HTML_LANG[other]}
      lang={HTML_LANG[other]}
      className={className}
    >
      {LANGUAGE_NAME[other]}
    </a>
  );
}

/**
 * A line offering the page in the language the shopper's cookie or browser prefers. It only
 * suggests: nobody, crawler or person, is redirected by a header.
 */
export function LanguageSuggestion() {
  const { suggestedLanguage } = useRootLanguageData();
  const addressIn = useAddressIn();
  if (!suggestedLanguage) return null;
  return (
    <p lang={HTML_LANG[suggestedLanguage]} className="bg-brand-50 px-4 py-2 text-center text-sm">
      <a href={addressIn(suggestedLanguage)} className="font-semibold text-brand-700 underline">
        {SUGGESTION[suggestedLanguage]}
      </a>
    </p>
  );
}

// Written in the suggested language, not the page's: the reader is the one who prefers it.
const SUGGESTION: Record<Language, string> = {
  en: 'View this page in English',
  hi: 'यह पेज हिन्दी में देखें',
};
