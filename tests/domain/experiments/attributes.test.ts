import { describe, expect, it } from 'vitest';
import { experimentAttributes, type AttributeInputs } from '../../../domain/experiments/attributes.ts';
import { midSchema } from '../../../schemas/front-office.ts';

describe('experimentAttributes (docs/rules/03-entities.md)', () => {
  const inputs: AttributeInputs = {
    brandCode: 'vk',
    brandType: 'paper',
    country: 'nl',
    mid: midSchema.parse('CAM-AB12CD'),
    query: {},
    returning: false,
    appEnv: 'production',
  };

  it('gives every attribute of the spec from a full input', () => {
    expect(
      experimentAttributes({
        ...inputs,
        brandCode: 'lib',
        brandType: 'magazine',
        country: 'be',
        query: { otag: 'sp2kub', flowStep: 'checkout' },
        channel: 'email',
        campaign: 'Zomer',
        flowStep: 'ignored-customer-step',
        productType: 'print',
        returning: true,
        host: 'abonnement.libelle.be',
        url: 'https://abonnement.libelle.be/?otag=sp2kub',
        appEnv: 'acceptance',
      }),
    ).toEqual({
      channel: 'email',
      title: 'LIB',
      otag: 'sp2kub',
      mid: 'CAM-AB12CD',
      flowStep: 'checkout',
      campaign: 'Zomer',
      returning: true,
      productType: 'print',
      magazines: true,
      host: 'abonnement.libelle.be',
      url: 'https://abonnement.libelle.be/?otag=sp2kub',
      environment: 'acceptance',
      country: 'be',
    });
  });

  it.each<[string, Partial<AttributeInputs>, Record<string, unknown>]>([
    ['title is the brand code in upper case', { brandCode: 'vk' }, { title: 'VK' }],
    ['a paper brand is not a magazine shop', { brandType: 'paper' }, { magazines: false }],
    ['a tv guide is not a magazine shop', { brandType: 'tv' }, { magazines: false }],
    ['a magazine brand is', { brandType: 'magazine' }, { magazines: true }],
    ['flowStep from customer data when the query has none', { flowStep: 'step-2' }, { flowStep: 'step-2' }],
    ['flowStep of the query wins', { flowStep: 'step-2', query: { flowStep: 'step-3' } }, { flowStep: 'step-3' }],
    ['a returning visitor', { returning: true }, { returning: true }],
    ['environment is the app environment', { appEnv: 'local' }, { environment: 'local' }],
  ])('%s', (_, change, expected) => {
    expect(experimentAttributes({ ...inputs, ...change })).toMatchObject(expected);
  });

  it.each<[string, Partial<AttributeInputs>, string]>([
    ['no otag', {}, 'otag'],
    ['a blank otag', { query: { otag: '  ' } }, 'otag'],
    ['a repeated otag', { query: { otag: ['a', 'b'] } }, 'otag'],
    ['no channel', { channel: undefined }, 'channel'],
    ['a blank campaign', { campaign: '' }, 'campaign'],
    ['no product type', {}, 'productType'],
    ['no host', {}, 'host'],
    ['no url', {}, 'url'],
  ])('leaves out what is absent: %s', (_, change, key) => {
    expect(experimentAttributes({ ...inputs, ...change })).not.toHaveProperty(key);
  });
});
