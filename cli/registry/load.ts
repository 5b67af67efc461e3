import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brandSchema, type BrandConfig } from '../../schemas/brand.ts';
import { groupSchema, type GroupSettings } from '../../schemas/group.ts';
import { baseThemeSchema, brandThemeSchema, type ThemeTokens } from '../../schemas/theme.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { parseWithSchema, parseYamlFile, positionOf, type YamlFile } from './yaml-file.ts';

const BASE_THEME_FILE = 'base-theme.yaml';
/** The group's settings every brand inherits (schemas/group.ts). */
const GROUP_FILE = 'group.yaml';
export const GENERATED_DIR = 'generated';

/** One brand folder: `brands/<code>/{brand.yaml, theme.yaml, logo.svg}`. */
export interface LoadedBrand {
  readonly folder: string;
  readonly brand: BrandConfig;
  readonly brandYaml: YamlFile;
  readonly theme?: Partial<ThemeTokens>;
  readonly themeYaml?: YamlFile;
  readonly logo?: string;
}

export interface LoadedRegistry {
  readonly brandsDir: string;
  readonly baseTheme?: ThemeTokens;
  readonly group?: GroupSettings;
  readonly groupYaml?: YamlFile;
  readonly brands: readonly LoadedBrand[];
  readonly diagnostics: readonly Diagnostic[];
}

function brandFiles(brandsDir: string, code: string) {
  const folder = path.join(brandsDir, code);
  return {
    folder,
    brand: path.join(folder, 'brand.yaml'),
    theme: path.join(folder, 'theme.yaml'),
    logo: path.join(folder, 'logo.svg'),
  };
}

/** Reads and schema-checks every file of the registry; cross-brand rules are in `validate.ts`. */
export function loadRegistry(brandsDir: string): LoadedRegistry {
  if (!existsSync(brandsDir)) {
    return { brandsDir, brands: [], diagnostics: [fileProblem(brandsDir, 'brands folder not found')] };
  }
  const diagnostics: Diagnostic[] = [];

  const basePath = path.join(brandsDir, BASE_THEME_FILE);
  let baseTheme: ThemeTokens | undefined;
  if (existsSync(basePath)) {
    const parsed = parseYamlFile(basePath, readFileSync(basePath, 'utf8'));
    diagnostics.push(...parsed.diagnostics);
    const result = parseWithSchema(parsed.yaml, baseThemeSchema);
    diagnostics.push(...result.diagnostics);
    baseTheme = result.data;
  } else {
    diagnostics.push(fileProblem(basePath, 'base theme not found', 'every brand theme overrides this file'));
  }

  const groupPath = path.join(brandsDir, GROUP_FILE);
  let group: GroupSettings | undefined;
  let groupYaml: YamlFile | undefined;
  if (existsSync(groupPath)) {
    const parsed = parseYamlFile(groupPath, readFileSync(groupPath, 'utf8'));
    diagnostics.push(...parsed.diagnostics);
    const result = parseWithSchema(parsed.yaml, groupSchema);
    diagnostics.push(...result.diagnostics);
    group = result.data;
    groupYaml = parsed.yaml;
  } else {
    diagnostics.push(
      fileProblem(groupPath, 'group settings not found', 'every brand takes its account-menu and legal links from it'),
    );
  }

  const brands: LoadedBrand[] = [];
  const folders = readdirSync(brandsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== GENERATED_DIR && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
  for (const code of folders) {
    const files = brandFiles(brandsDir, code);
    if (!existsSync(files.brand)) {
      diagnostics.push(fileProblem(files.brand, 'brand.yaml not found', 'every folder in brands/ is one brand'));
      continue;
    }
    const brandParsed = parseYamlFile(files.brand, readFileSync(files.brand, 'utf8'));
    diagnostics.push(...brandParsed.diagnostics);
    const brandResult = parseWithSchema(brandParsed.yaml, brandSchema);
    diagnostics.push(...brandResult.diagnostics);
    if (!brandResult.data) continue;
    if (brandResult.data.code !== code) {
      diagnostics.push({
        file: files.brand,
        ...positionOf(brandParsed.yaml, ['code']),
        path: 'code',
        message: `"${brandResult.data.code}" does not match its folder "${code}"`,
        suggestion: `rename the folder to brands/${brandResult.data.code} or set code: ${code}`,
      });
    }

    let theme: Partial<ThemeTokens> | undefined;
    let themeYaml: YamlFile | undefined;
    if (existsSync(files.theme)) {
      const themeParsed = parseYamlFile(files.theme, readFileSync(files.theme, 'utf8'));
      diagnostics.push(...themeParsed.diagnostics);
      const themeResult = parseWithSchema(themeParsed.yaml, brandThemeSchema);
      diagnostics.push(...themeResult.diagnostics);
      theme = themeResult.data ?? undefined;
      themeYaml = themeParsed.yaml;
    } else {
      diagnostics.push(
        fileProblem(files.theme, 'theme missing', `add brands/${code}/theme.yaml (at least "brand: '#rrggbb'")`),
      );
    }

    let logo: string | undefined;
    if (existsSync(files.logo)) {
      logo = readFileSync(files.logo, 'utf8').trim();
      diagnostics.push(...logoProblems(files.logo, logo));
    } else {
      diagnostics.push(fileProblem(files.logo, 'logo missing', 'run `shop brand add` to scaffold one, or add an SVG'));
    }

    brands.push({ folder: files.folder, brand: brandResult.data, brandYaml: brandParsed.yaml, theme, themeYaml, logo });
  }
  return { brandsDir, baseTheme, group, groupYaml, brands, diagnostics };
}

/** Logos are inlined into every page, so they must be plain, script-free SVG. */
function logoProblems(file: string, svg: string): Diagnostic[] {
  if (!/^<svg[\s>]/.test(svg)) return [fileProblem(file, 'logo must be an SVG document starting with <svg')];
  if (/<script|\son[a-z]+\s*=|javascript:|<foreignObject/i.test(svg)) {
    return [fileProblem(file, 'logo must not contain scripts, event handlers or foreignObject')];
  }
  return [];
}

function fileProblem(file: string, message: string, suggestion?: string): Diagnostic {
  return { file, line: 1, column: 1, path: '', message, ...(suggestion ? { suggestion } : {}) };
}
