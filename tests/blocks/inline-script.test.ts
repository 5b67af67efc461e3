import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineScript } from '../../blocks/shared/script-json.ts';

/** A typed function as an inline script (blocks/shared/script-json.ts): its compiled source, called with JSON. */
describe('inlineScript', () => {
  function record(label: string, values: { readonly n: number; readonly list: readonly string[] }): void {
    (globalThis as unknown as { recorded: string }).recorded = `${label}:${values.n}:${values.list.join('+')}`;
  }

  it('runs the function alone, with its arguments as JSON', () => {
    const context = vm.createContext({});
    vm.runInContext(inlineScript(record, 'a', { n: 2, list: ['x', 'y'] }), context);
    expect(context.recorded).toBe('a:2:x+y');
  });

  it('no argument can close its script element', () => {
    const script = inlineScript(record, '</script><script>alert(1)</script>', { n: 1, list: ['</script>'] });
    expect(script).not.toContain('</script');
    const context = vm.createContext({});
    vm.runInContext(script, context);
    expect(context.recorded).toBe('</script><script>alert(1)</script>:1:</script>');
  });

  it('ends its statement, so scripts can follow it in one element', () => {
    expect(inlineScript(record, 'a', { n: 1, list: [] }).endsWith(';')).toBe(true);
  });
});
