import { BLOCK_CATALOG } from '../catalog.ts';
import { defineBlock } from '../define.ts';
import { Hero } from './hero.tsx';
import { resolveHero } from './resolver.ts';

export const heroBlock = defineBlock({ ...BLOCK_CATALOG.hero, resolve: resolveHero, Component: Hero });
