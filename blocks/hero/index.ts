import { defineBlock } from '../define.ts';
import { Hero } from './hero.tsx';
import { resolveHero } from './resolver.ts';
import { heroBlockSchema } from './schema.ts';

export const heroBlock = defineBlock({ displayName: 'Hero (shop window)', schema: heroBlockSchema, resolve: resolveHero, Component: Hero });
