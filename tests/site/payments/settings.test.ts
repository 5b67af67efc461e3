import { describe, expect, it } from 'vitest';
import { paymentSettings, STAND_IN_PAYMENTS } from '../../../site/payments/index.ts';

/** Which provider the site pays with (site/payments/index.ts). */
describe('payment settings', () => {
  it('without a key: the local stand-in, whose certificate is trusted for its loopback endpoint only', () => {
    expect(
      paymentSettings({ APP_ENV: 'local', MOLLIE_API_KEY: undefined, MOLLIE_API_ENDPOINT: undefined }),
    ).toMatchObject({
      apiKey: STAND_IN_PAYMENTS.apiKey,
      apiEndpoint: STAND_IN_PAYMENTS.apiEndpoint,
      loopbackCertificateFile: expect.stringMatching(/stand-ins\/payments\/tls-cert\.pem$/),
    });
  });

  it('with a key: Mollie itself, trusting nothing extra', () => {
    expect(
      paymentSettings({
        APP_ENV: 'production',
        MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz123',
        MOLLIE_API_ENDPOINT: undefined,
      }),
    ).toEqual({
      apiKey: 'live_abcdefghijklmnopqrstuvwxyz123',
      apiEndpoint: undefined,
      loopbackCertificateFile: undefined,
    });
  });

  it('production refuses to take payments without a key, or on a stand-in', () => {
    expect(() =>
      paymentSettings({ APP_ENV: 'production', MOLLIE_API_KEY: undefined, MOLLIE_API_ENDPOINT: undefined }),
    ).toThrow('MOLLIE_API_KEY is required in production');
    expect(() =>
      paymentSettings({
        APP_ENV: 'production',
        MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz123',
        MOLLIE_API_ENDPOINT: 'https://127.0.0.1:3950/v2/',
      }),
    ).toThrow('loopback');
  });
});
