import path from 'node:path';
import { formatDiagnostic, type Diagnostic } from '../diagnostics.ts';
import { GENERATED_DIR, loadRegistry } from '../registry/load.ts';
import { validateRegistry, type ValidationResult } from '../registry/validate.ts';

/** The project's own brands/ folder, wherever the CLI is started from. */
export const DEFAULT_BRANDS_DIR = path.resolve(import.meta.dirname, '../../brands');

export interface BrandsOption {
  readonly brands: string;
}

export const generatedDir = (brandsDir: string) => path.join(brandsDir, GENERATED_DIR);

export function validateBrandsDir(brandsDir: string): ValidationResult {
  return validateRegistry(loadRegistry(path.resolve(brandsDir)));
}

/** Every diagnostic, one per line, then a count; the caller sets the exit code. */
export function reportDiagnostics(diagnostics: readonly Diagnostic[], consequence = ''): void {
  for (const d of diagnostics) console.error(formatDiagnostic(d));
  console.error(`\n${diagnostics.length} problem${diagnostics.length === 1 ? '' : 's'} found${consequence}.`);
}

/** A one-line error for the person at the keyboard; exit code 1. */
export class UsageError extends Error {}
