import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { faqBlockSchema } from '../../blocks/faq/schema.ts';
import { headerPointsBlockSchema } from '../../blocks/header-points/schema.ts';
import { heroBlockSchema } from '../../blocks/hero/schema.ts';
import { imageBlockSchema } from '../../blocks/image/schema.ts';
import { modalContentBlockSchema } from '../../blocks/modal-content/schema.ts';
import { pageBlockSchema } from '../../blocks/page/schema.ts';
import { richTextBlockSchema } from '../../blocks/rich-text/schema.ts';
import { touchpointsBlockSchema } from '../../blocks/touchpoints/schema.ts';
import { uspBarBlockSchema } from '../../blocks/usp-bar/schema.ts';
import { storyResponseSchema } from '../../schemas/story.ts';
import { STORYBLOK_IMAGE, asset, doc, paragraph, text } from './fixtures.ts';

/** The issues a person reads: path and message. */
function issues(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
}

const base = (component: string) => ({ _uid: `${component}-1`, component, _editable: undefined });
const NON_EMPTY = 'must not be empty';

describe('storyResponseSchema: GET cdn/stories/{slug}', () => {
  const RESPONSE = {
    story: {
      name: 'Home',
      created_at: '2026-01-05T09:00:00.000Z',
      published_at: '2026-01-06T09:00:00.000Z',
      id: 4242,
      uuid: '0b6f9e2c-7d9a-4c1e-9b7e-1f2a3b4c5d6e',
      content: { _uid: 'p-1', component: 'page', body: [], seo_title: 'extra' },
      slug: 'home',
      full_slug: 'ad/home',
      sort_by_date: null,
      position: 0,
      tag_list: [],
      is_startpage: false,
      parent_id: 17,
      meta_data: null,
      group_id: 'a-group',
      first_published_at: '2026-01-06T09:00:00.000Z',
      release_id: null,
      lang: 'default',
      path: null,
      alternates: [],
      default_full_slug: null,
      translated_slugs: null,
    },
    cv: 1767690000,
    rels: [],
    links: [],
  };

  it('accepts the CDN answer and keeps the keys it does not type', () => {
    const parsed = storyResponseSchema.parse(RESPONSE);
    expect(parsed.story.full_slug).toBe('ad/home');
    expect(parsed.story.content).toEqual(RESPONSE.story.content);
    expect(parsed.story).toHaveProperty('group_id', 'a-group');
  });

  it.each([
    { rule: 'no story', input: { cv: 1 }, path: ['story'] },
    {
      rule: 'content without component',
      input: { story: { ...RESPONSE.story, content: { _uid: 'x' } } },
      path: ['story', 'content', 'component'],
    },
    {
      rule: 'content with an empty _uid',
      input: { story: { ...RESPONSE.story, content: { _uid: '', component: 'page' } } },
      path: ['story', 'content', '_uid'],
    },
    { rule: 'id as a string', input: { story: { ...RESPONSE.story, id: '4242' } }, path: ['story', 'id'] },
  ])('$rule: fails at $path', ({ input, path }) => {
    expect(issues(storyResponseSchema, input).map((issue) => issue.path)).toEqual([path]);
  });

  it('names the block fields an editor must fix', () => {
    expect(
      issues(storyResponseSchema, { story: { ...RESPONSE.story, content: { _uid: '', component: 'page' } } })[0]
        ?.message,
    ).toBe('must be a non-empty block id');
  });
});

interface Case {
  readonly name: string;
  readonly schema: z.ZodType;
  readonly valid: Record<string, unknown>;
  readonly invalid: readonly {
    rule: string;
    input: Record<string, unknown>;
    path: (string | number)[];
    message: string;
  }[];
}

const uspItem = (title: unknown, description?: unknown) => ({
  _uid: `usp-${String(title)}`,
  component: 'usp-item',
  title,
  description,
});
const faqItem = (question: unknown, answer: unknown = doc(paragraph(text('Bel {phone}.')))) => ({
  _uid: `q-${String(question)}`,
  component: 'faq-item',
  question,
  answer,
});
const touchpoint = (title: unknown, image: unknown = asset(STORYBLOK_IMAGE)) => ({
  _uid: `t-${String(title)}`,
  component: 'touchpoint',
  title,
  description: 'Lees overal',
  image,
});

const CASES: readonly Case[] = [
  {
    name: 'page',
    schema: pageBlockSchema,
    valid: { ...base('page'), body: [{ _uid: 'h', component: 'hero', title: 'x' }] },
    invalid: [
      {
        rule: 'body not a list',
        input: { ...base('page'), body: 'hero' },
        path: ['body'],
        message: 'Invalid input: expected array, received string',
      },
    ],
  },
  {
    name: 'hero',
    schema: heroBlockSchema,
    valid: { ...base('hero'), title: 'Kies je abonnement', intro: '' },
    invalid: [
      { rule: 'blank title', input: { ...base('hero'), title: '   ' }, path: ['title'], message: NON_EMPTY },
      { rule: 'missing title', input: { ...base('hero') }, path: ['title'], message: 'must be text' },
    ],
  },
  {
    name: 'usp-bar',
    schema: uspBarBlockSchema,
    valid: {
      ...base('usp-bar'),
      items: [uspItem('Altijd opzegbaar', 'Na de eerste periode'), uspItem('Gratis bezorgd')],
    },
    invalid: [
      {
        rule: 'no items',
        input: { ...base('usp-bar'), items: [] },
        path: ['items'],
        message: 'must have at least one selling point',
      },
      {
        rule: 'item without title',
        input: { ...base('usp-bar'), items: [uspItem('ok'), uspItem('')] },
        path: ['items', 1, 'title'],
        message: NON_EMPTY,
      },
      {
        rule: 'another block in the items',
        input: { ...base('usp-bar'), items: [{ ...uspItem('x'), component: 'faq-item' }] },
        path: ['items', 0, 'component'],
        message: 'Invalid input: expected "usp-item"',
      },
    ],
  },
  {
    name: 'header-points',
    schema: headerPointsBlockSchema,
    valid: { ...base('header-points'), points: [{ _uid: 'hp1', component: 'header-point', text: 'Dagelijks nieuws' }] },
    invalid: [
      {
        rule: 'point without text',
        input: { ...base('header-points'), points: [{ _uid: 'hp1', component: 'header-point' }] },
        path: ['points', 0, 'text'],
        message: 'must be text',
      },
      {
        rule: 'point without _uid',
        input: { ...base('header-points'), points: [{ component: 'header-point', text: 'x' }] },
        path: ['points', 0, '_uid'],
        message: 'Invalid input: expected string, received undefined',
      },
    ],
  },
  {
    name: 'faq',
    schema: faqBlockSchema,
    valid: {
      ...base('faq'),
      title: 'Veelgestelde vragen',
      items: [faqItem('Hoe zeg ik op?'), faqItem('Leeg antwoord?', '')],
    },
    invalid: [
      {
        rule: 'no questions',
        input: { ...base('faq'), items: [] },
        path: ['items'],
        message: 'must have at least one question',
      },
      {
        rule: 'blank question',
        input: { ...base('faq'), items: [faqItem(' ')] },
        path: ['items', 0, 'question'],
        message: NON_EMPTY,
      },
      {
        rule: 'answer that is no richtext document',
        input: { ...base('faq'), items: [faqItem('Vraag?', { type: 'paragraph', content: [] })] },
        path: ['items', 0, 'answer', 'type'],
        message: 'Invalid input: expected "doc"',
      },
    ],
  },
  {
    name: 'touchpoints',
    schema: touchpointsBlockSchema,
    valid: { ...base('touchpoints'), title: '', items: [touchpoint('App'), touchpoint('Krant', asset(''))] },
    invalid: [
      {
        rule: 'no touchpoints',
        input: { ...base('touchpoints'), items: [] },
        path: ['items'],
        message: 'must have at least one touchpoint',
      },
      {
        rule: 'image with a javascript: URL',
        input: { ...base('touchpoints'), items: [touchpoint('App', asset('javascript:alert(1)'))] },
        path: ['items', 0, 'image', 'filename'],
        message: 'must be an http(s) or relative image URL',
      },
    ],
  },
  {
    name: 'rich-text',
    schema: richTextBlockSchema,
    valid: { ...base('rich-text'), text: doc(paragraph(text('Hallo'))) },
    invalid: [
      {
        rule: 'a node without type',
        input: { ...base('rich-text'), text: doc({ type: 'paragraph', content: [{ text: 'x' }] } as never) },
        path: ['text', 'content', 0, 'content', 0, 'type'],
        message: 'Invalid input: expected string, received undefined',
      },
    ],
  },
  {
    name: 'image',
    schema: imageBlockSchema,
    valid: { ...base('image'), image: asset(STORYBLOK_IMAGE), caption: 'De app', width: '', height: '' },
    invalid: [
      {
        rule: 'empty image',
        input: { ...base('image'), image: asset('') },
        path: ['image', 'filename'],
        message: 'must have an image',
      },
      {
        rule: 'data: URL',
        input: { ...base('image'), image: asset('data:image/svg+xml,<svg/>') },
        path: ['image', 'filename'],
        message: 'must be an http(s) or relative image URL',
      },
      {
        rule: 'width not a number',
        input: { ...base('image'), image: asset(STORYBLOK_IMAGE), width: 'wide', height: '10' },
        path: ['width'],
        message: 'must be a whole number of pixels from 1 to 4000',
      },
      {
        rule: 'width without height',
        input: { ...base('image'), image: asset(STORYBLOK_IMAGE), width: '640' },
        path: ['height'],
        message: 'must be set together with the other dimension',
      },
    ],
  },
  {
    name: 'modal-content',
    schema: modalContentBlockSchema,
    valid: {
      ...base('modal-content'),
      title: 'Toegankelijkheid',
      text: doc(paragraph(text('Wij doen ons best.'))),
      image: null,
    },
    invalid: [
      {
        rule: 'no title',
        input: { ...base('modal-content'), title: '', text: '' },
        path: ['title'],
        message: NON_EMPTY,
      },
    ],
  },
];

describe.each(CASES)('$name block schema', ({ schema, valid, invalid }) => {
  it('accepts the valid fixture, and Storyblok keys it does not know', () => {
    expect(issues(schema, valid)).toEqual([]);
    expect(issues(schema, { ...valid, _editable: '<!--#storyblok#{}-->', some_new_field: 1 })).toEqual([]);
  });

  it.each(invalid)('$rule: $path -> $message', ({ input, path, message }) => {
    expect(issues(schema, input)).toEqual([{ path, message }]);
  });
});

describe('field details', () => {
  it('an image gets its size from the Storyblok URL, and 0 when the URL does not say (docs/rules/08-errors.md)', () => {
    const block = imageBlockSchema.parse({ ...base('image'), image: asset(STORYBLOK_IMAGE) });
    expect(block.image).toEqual({ src: STORYBLOK_IMAGE, alt: 'De AD-app', width: 1200, height: 800, ratio: 1.5 });
    const other = imageBlockSchema.parse({ ...base('image'), image: asset('https://images.example.nl/app.jpg', null) });
    expect(other.image).toEqual({ src: 'https://images.example.nl/app.jpg', alt: '', width: 0, height: 0, ratio: 0 });
  });

  it('Storyblok number fields arrive as strings', () => {
    const block = imageBlockSchema.parse({
      ...base('image'),
      image: asset(STORYBLOK_IMAGE),
      width: '640',
      height: 480,
    });
    expect([block.width, block.height]).toEqual([640, 480]);
  });

  it('an emptied optional asset is no image; an empty richtext field is an empty document', () => {
    const block = touchpointsBlockSchema.parse({ ...base('touchpoints'), items: [touchpoint('Krant', asset(''))] });
    expect(block.items[0]?.image).toBeUndefined();
    expect(block.title).toBeUndefined();
    expect(richTextBlockSchema.parse({ ...base('rich-text'), text: '' }).text).toEqual({ type: 'doc', content: [] });
  });
});
