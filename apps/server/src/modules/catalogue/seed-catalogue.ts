import fs from 'node:fs';
import path from 'node:path';
import { seedCatalogueSchema, type SeedProduct } from '@shop/shared/catalogue/seed-catalogue';
import { serverRoot } from '../../paths';
import { StartupError } from '../../startup';

/** The demo catalogue: read from disk when a database is seeded, never bundled (ADR 030). */
export const DEMO_CATALOGUE_FILE = path.join(serverRoot, 'seed', 'products.json');

/** How many problems a refused file lists before "and N more". */
const MAX_LISTED = 5;

/** A catalogue file that cannot be read or does not pass the schema; the message says where. */
export class SeedCatalogueError extends StartupError {}

/**
 * Reads and validates a catalogue file (the demo one unless another is named). Throws a
 * SeedCatalogueError naming the file, and for each problem the product's index, id and field.
 */
export function readSeedCatalogue(file: string = DEMO_CATALOGUE_FILE): SeedProduct[] {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    // readFileSync throws system errors (with a code) and JSON.parse SyntaxErrors: both Errors.
    const why = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    throw new SeedCatalogueError(`The catalogue file ${file} cannot be read: ${why}.`);
  }
  const parsed = seedCatalogueSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues;
  const listed = issues.slice(0, MAX_LISTED).map((issue) => describeIssue(data, issue));
  const more = issues.length > MAX_LISTED ? `; and ${issues.length - MAX_LISTED} more` : '';
  throw new SeedCatalogueError(
    `The catalogue file ${file} is invalid: ${listed.join('; ')}${more}.`,
  );
}

/** "products[3] (id 4) price: Price must be …", or the message alone for the whole file. */
function describeIssue(data: unknown, issue: { path: PropertyKey[]; message: string }): string {
  const [index, ...field] = issue.path;
  if (typeof index !== 'number') return issue.message;
  const entry: unknown = Array.isArray(data) ? data[index] : undefined;
  // Only reading a property that may be absent: checked as unknown below.
  const id = entry && typeof entry === 'object' ? (entry as { id?: unknown }).id : undefined;
  const where = `products[${index}]${typeof id === 'number' ? ` (id ${id})` : ''}`;
  const name = field
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`))
    .join('');
  return `${where}${name ? ` ${name}` : ''}: ${issue.message}`;
}
