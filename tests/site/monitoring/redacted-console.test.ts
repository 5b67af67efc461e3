import { describe, expect, it } from 'vitest';
import { redactConsole } from '../../../site/monitoring/redacted-console.ts';

/** A console whose lines are kept, redacted by the function under test. */
function recordingConsole() {
  const lines: string[] = [];
  const target = {
    error: (...line: unknown[]) => lines.push(String(line[0])),
    warn: (...line: unknown[]) => lines.push(`warn ${String(line[0])}`),
  };
  redactConsole(target);
  return { target, lines };
}

describe('redactConsole: no personal data in the server log, whoever logs', () => {
  it.each<[string, unknown[], string, string]>([
    [
      'an error as Next logs a failed render',
      [new Error('Injected render fault for jan@example.nl')],
      'jan@example.nl',
      'Injected render fault for',
    ],
    [
      'a format string with an IBAN',
      ['order failed for %s', 'NL91ABNA0417164300'],
      'NL91ABNA0417164300',
      'order failed for',
    ],
    ['an object with an e-mail', [{ email: 'an@example.be', brand: 'hl' }], 'an@example.be', "brand: 'hl'"],
  ])('%s', (_name, args, secret, kept) => {
    const { target, lines } = recordingConsole();
    target.error(...args);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(secret);
    expect(lines[0]).toContain(kept);
  });

  it('redacts warnings too, and keeps a line without personal data as it was', () => {
    const { target, lines } = recordingConsole();
    target.warn('Optimizely is not initialized');
    target.warn('lead for 06-12345678');
    expect(lines).toEqual(['warn Optimizely is not initialized', expect.not.stringContaining('12345678')]);
  });
});
