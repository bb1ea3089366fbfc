import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { shippingLine } from './config';

const shiprocket = {
  SHIPPING_PROVIDER: 'shiprocket',
  SHIPROCKET_EMAIL: 'api@shop.example',
  SHIPROCKET_PASSWORD: 'a secret password',
  SHIPROCKET_PICKUP_LOCATION: 'Andheri warehouse',
};

describe('shipping configuration', () => {
  it('uses the demo courier unless told otherwise', () => {
    expect(loadConfig({}).shipping).toEqual({ provider: 'demo' });
    expect(loadConfig({ SHIPPING_PROVIDER: 'manual' }).shipping).toEqual({ provider: 'manual' });
  });

  it('takes Shiprocket with its API user and pickup location, on its public address', () => {
    expect(loadConfig(shiprocket).shipping).toEqual({
      provider: 'shiprocket',
      email: 'api@shop.example',
      password: 'a secret password',
      pickupLocation: 'Andheri warehouse',
      apiUrl: 'https://apiv2.shiprocket.in',
    });
  });

  it.each([
    [{ SHIPPING_PROVIDER: 'fedex' }, 'SHIPPING_PROVIDER'],
    [{ ...shiprocket, SHIPROCKET_PASSWORD: undefined }, 'SHIPROCKET_PASSWORD'],
    [{ ...shiprocket, SHIPROCKET_PICKUP_LOCATION: undefined }, 'SHIPROCKET_PICKUP_LOCATION'],
    [{ ...shiprocket, SHIPROCKET_EMAIL: 'not-an-email' }, 'SHIPROCKET_EMAIL'],
    [{ ...shiprocket, SHIPROCKET_API_URL: 'ftp://x' }, 'SHIPROCKET_API_URL'],
    // Set for another provider, it would be silently ignored.
    [{ SHIPROCKET_EMAIL: 'api@shop.example' }, 'SHIPROCKET_EMAIL'],
  ])('stops the start on %o, naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });

  it('never puts the password in the start line', () => {
    const line = shippingLine(loadConfig(shiprocket).shipping);
    expect(line).toContain('Andheri warehouse');
    expect(line).not.toContain('a secret password');
  });
});
