import path from 'node:path';
import { renderGenerated } from '../generate/render.ts';
import { driftedFiles, writeGenerated } from '../generate/write.ts';
import { generatedDir, reportDiagnostics, validateBrandsDir, type BrandsOption } from './shared.ts';

export function generateCommand(options: BrandsOption & { readonly check?: boolean }): number {
  const result = validateBrandsDir(options.brands);
  if (!result.ok) {
    reportDiagnostics(result.diagnostics, '; nothing was generated');
    return 1;
  }
  const files = renderGenerated(result.registry);
  const dir = generatedDir(path.resolve(options.brands));
  if (options.check) {
    const drifted = driftedFiles(dir, files);
    if (drifted.length === 0) {
      console.log(`Generated files are up to date (${Object.keys(files).length} files).`);
      return 0;
    }
    for (const name of drifted)
      console.error(`${path.join(path.relative(process.cwd(), dir), name)}  differs from the YAML`);
    console.error('\nRun `npx shop generate` and commit the result.');
    return 1;
  }
  const changed = writeGenerated(dir, files);
  console.log(
    changed.length === 0
      ? `Nothing to do: ${Object.keys(files).length} generated files already match the YAML.`
      : `Wrote ${changed.join(', ')} for ${result.registry.brands.length} brands.`,
  );
  return 0;
}
