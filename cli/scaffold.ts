import { readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import { contrastRatio } from '../domain/color-contrast.ts';
import type { BrandType, Country } from '../schemas/brand.ts';
import type { FontFamily } from '../schemas/theme.ts';

export interface NewBrand {
  readonly code: string;
  readonly name: string;
  readonly domain: string;
  readonly type: BrandType;
  readonly country: Country;
  readonly formal: boolean;
  readonly brandColour: string;
}

const TEMPLATES_DIR = path.join(import.meta.dirname, 'templates', 'brand');
const handlebars = Handlebars.create();
// Values are written into YAML and SVG, never HTML: quote for YAML, escape for XML explicitly.
handlebars.registerHelper('yamlString', (value: string) => new Handlebars.SafeString(JSON.stringify(value)));
handlebars.registerHelper('half', (value: number) => value / 2);

const template = (name: string) =>
  handlebars.compile(readFileSync(path.join(TEMPLATES_DIR, name), 'utf8'), { noEscape: false, strict: true });

/** The three files of a new brand folder, rendered from cli/templates/brand. */
export function renderBrandFiles(input: NewBrand): Record<'brand.yaml' | 'theme.yaml' | 'logo.svg', string> {
  const brandContrast =
    contrastRatio(input.brandColour, '#ffffff') >= contrastRatio(input.brandColour, '#1a1a1a') ? '#ffffff' : '#1a1a1a';
  const fontHeading: FontFamily = input.type === 'paper' ? 'source-serif-4' : 'nunito';
  const wordmark = input.name;
  const width = Math.max(96, Math.round(wordmark.length * 15 + 32));
  const context = { ...input, brandContrast, fontHeading, wordmark, width };
  return {
    'brand.yaml': template('brand.yaml.hbs')(context),
    'theme.yaml': template('theme.yaml.hbs')(context),
    'logo.svg': template('logo.svg.hbs')(context),
  };
}
