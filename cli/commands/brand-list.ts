import { localeFor } from '../../domain/locale.ts';
import { routesFor } from '../../domain/routes.ts';
import { reportDiagnostics, validateBrandsDir, type BrandsOption } from './shared.ts';

export function brandListCommand(options: BrandsOption): number {
  const result = validateBrandsDir(options.brands);
  if (!result.ok) {
    reportDiagnostics(result.diagnostics);
    return 1;
  }
  const rows = [...result.registry.brands]
    .map(({ brand }) => [
      brand.code,
      brand.name,
      brand.type,
      brand.country,
      localeFor(brand.country, brand.formal),
      (brand.allDomains ?? [brand.domain]).filter(Boolean).join(', ') || '-',
      String(routesFor(brand).length),
    ])
    .sort((a, b) => a[0]!.localeCompare(b[0]!));
  console.log(table(['code', 'name', 'type', 'country', 'locale', 'domains', 'pages'], rows));
  console.log(`\n${rows.length} brands`);
  return 0;
}

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
