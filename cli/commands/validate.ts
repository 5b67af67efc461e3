import { reportDiagnostics, validateBrandsDir, type BrandsOption } from './shared.ts';

export function validateCommand(options: BrandsOption): number {
  const result = validateBrandsDir(options.brands);
  if (!result.ok) {
    reportDiagnostics(result.diagnostics);
    return 1;
  }
  console.log(`${result.registry.brands.length} brands valid.`);
  return 0;
}
