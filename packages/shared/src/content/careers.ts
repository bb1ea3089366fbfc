import { translator, type Translate } from '../i18n/translate';
import { SHOP } from '../shop/identity';

/** A job opening (spec §3: title, location, type, department, description), worded. */
export interface CareerOpening {
  /** Stable key, also used in the application email's subject. */
  id: string;
  title: string;
  location: string;
  type: string;
  department: string;
  description: string;
  /** A mailto: link to apply, in English: the hiring inbox reads it, the id in its subject. */
  applyHref: string;
}

type JobType = 'fullTime' | 'contract';
type Department = 'service' | 'sales' | 'support' | 'operations' | 'marketing';

/**
 * Open positions listed on /careers, their text the catalogue's `job.<name>.*` messages. Add an
 * opening here and its title, location and description in both message files; remove it to
 * close the position.
 */
const OPENINGS = [
  {
    id: 'field-service-technician-mumbai',
    name: 'fieldTechnician',
    type: 'fullTime',
    department: 'service',
  },
  { id: 'inside-sales-executive-pune', name: 'insideSales', type: 'fullTime', department: 'sales' },
  {
    id: 'technical-support-engineer-remote',
    name: 'supportEngineer',
    type: 'fullTime',
    department: 'support',
  },
  {
    id: 'business-development-manager-delhi',
    name: 'businessDevelopment',
    type: 'fullTime',
    department: 'sales',
  },
  {
    id: 'warehouse-dispatch-associate-mumbai',
    name: 'warehouse',
    type: 'fullTime',
    department: 'operations',
  },
  { id: 'content-writer-remote', name: 'contentWriter', type: 'contract', department: 'marketing' },
] as const satisfies readonly { id: string; name: string; type: JobType; department: Department }[];

type Opening = (typeof OPENINGS)[number];

function worded(opening: Opening, t: Translate) {
  return {
    id: opening.id,
    title: t(`job.${opening.name}.title`),
    location: t(`job.${opening.name}.location`),
    type: t(`job.type.${opening.type}`),
    department: t(`job.department.${opening.department}`),
    description: t(`job.${opening.name}.description`),
  };
}

function applyLink(opening: { id: string; title: string; location: string }): string {
  const subject = `Application: ${opening.title} (${opening.id})`;
  const body = `Hello,\n\nI would like to apply for the ${opening.title} position in ${opening.location}. My CV is attached.\n\nName:\nPhone:\nCurrent city:\n`;
  return `mailto:${SHOP.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

const english = translator('en');

/**
 * The open positions in the language of `t`. Worded on the server (the `job` namespace is a
 * server one), so the loader sends only the openings' text in the page's language.
 */
export function careerOpenings(t: Translate): CareerOpening[] {
  return OPENINGS.map((opening) => ({
    ...worded(opening, t),
    applyHref: applyLink(worded(opening, english)),
  }));
}

/** The open positions in English. */
export const CAREER_OPENINGS: readonly CareerOpening[] = careerOpenings(english);
