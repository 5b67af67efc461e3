import { formatWithOptions } from 'node:util';
import { redactText } from '../../domain/error-redaction.ts';

/**
 * docs/architecture.md#failure-rules: personal data never reaches logs. Our own lines are redacted where they are made
 * (report.ts), but Next logs failed renders itself, with the error's message and stack as thrown, and an error's
 * message may hold what a visitor typed. So the server's console.error and console.warn print their arguments formatted
 * and redacted.
 */
export function redactConsole(target: Pick<Console, 'error' | 'warn'> = console): void {
  for (const level of ['error', 'warn'] as const) {
    const original = target[level].bind(target);
    target[level] = (...args: unknown[]) => original(redactText(formatWithOptions({ colors: false }, ...args)));
  }
}
