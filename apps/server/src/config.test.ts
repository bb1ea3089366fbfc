import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['LOG_FORMAT', 'fancy'],
    ['E_INVOICING', 'yes'],
    ['TRUST_PROXY', 'maybe'],
    ['METRICS_TOKEN', 'short'],
    ['METRICS_TOKEN', 'has spaces in the middle of it'],
    ['METRICS_PORT', '0'],
    ['BANK_TRANSFER_MIN', '0'],
    ['BANK_TRANSFER_MIN', '25000.5'],
    ['BANK_TRANSFER_DAYS', '0'],
    ['BANK_TRANSFER_DAYS', '31'],
    ['BANK_IFSC', 'HDFC1234567'],
    ['BANK_ACCOUNT_NUMBER', '12-34'],
  ])('stops on a bad %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('reports no B2B invoice to the IRP unless E_INVOICING says so (ADR 098)', () => {
    expect(loadConfig({}).eInvoicing).toEqual({
      mode: 'off',
      applies: false,
      reportingLimitDays: null,
    });
    expect(loadConfig({ E_INVOICING: 'on-30-day-limit' }).eInvoicing).toEqual({
      mode: 'on-30-day-limit',
      applies: true,
      reportingLimitDays: 30,
    });
  });

  it('serves no metrics unless METRICS_TOKEN or METRICS_PORT is set, never on PORT itself', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined });
    const token = 'a-long-enough-secret-token';
    expect(loadConfig({ METRICS_TOKEN: token, METRICS_PORT: '9464' }).metrics).toEqual({
      token,
      port: 9464,
    });
    expect(() => loadConfig({ PORT: '9464', METRICS_PORT: '9464' })).toThrow(/METRICS_PORT/);
  });

  it('keeps uploads in the local folder unless S3_BUCKET is set', () => {
    expect(loadConfig({}).uploadsS3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'shop-images' }).uploadsS3).toEqual({
      bucket: 'shop-images',
      endpoint: undefined,
      region: 'ap-south-1',
      credentials: undefined,
      forcePathStyle: false,
      prefix: '',
    });
    expect(
      loadConfig({
        S3_BUCKET: 'shop-images',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'shop/uploads/',
      }).uploadsS3,
    ).toEqual({
      bucket: 'shop-images',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
      prefix: 'shop/uploads/',
    });
  });

  it.each([
    [{ S3_BUCKET: 'Shop_Images' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'ab' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'shop', S3_ENDPOINT: 'ftp://files' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'shop', S3_REGION: 'Mumbai 1' }, 'S3_REGION'],
    [{ S3_BUCKET: 'shop', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
    [{ S3_BUCKET: 'shop', S3_PREFIX: '/uploads' }, 'S3_PREFIX'],
    [{ S3_BUCKET: 'shop', S3_PREFIX: 'a/../b' }, 'S3_PREFIX'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_ENDPOINT: only used with S3_BUCKET'],
    [{ S3_PREFIX: 'shop' }, 'S3_PREFIX: only used with S3_BUCKET'],
    [{ S3_BUCKET: 'shop', UPLOADS_DIR: '/srv/uploads' }, 'UPLOADS_DIR'],
    [{ S3_BUCKET: 'shop', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY: required'],
    [{ S3_BUCKET: 'shop', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID: required'],
  ])('stops on object storage settings %j, naming %s', (env, named) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(named);
  });

  it('trusts no proxy unless told', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    const oneHop = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (
      a: string,
      hop: number,
    ) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.2',
    ]);
  });

  it('takes bank transfer terms, and the shop account whole or not at all (ADR 106)', () => {
    expect(loadConfig({}).bankTransfer).toMatchObject({
      minPaise: 2_500_000,
      days: 7,
      account: { demo: true, ifsc: 'DEMO0000001' },
    });
    const account = {
      BANK_ACCOUNT_NAME: 'Shubh Billing Systems Pvt Ltd',
      BANK_ACCOUNT_NUMBER: '50200012345678',
      BANK_IFSC: 'hdfc0001234',
      BANK_NAME: 'HDFC Bank',
      BANK_BRANCH: 'Andheri East, Mumbai',
    };
    expect(loadConfig({ ...account, BANK_TRANSFER_MIN: '50000' }).bankTransfer).toMatchObject({
      minPaise: 5_000_000,
      account: { ifsc: 'HDFC0001234', demo: false },
    });
    expect(() => loadConfig({ ...account, BANK_BRANCH: '' })).toThrow(/BANK_BRANCH: required/);
  });

  it('takes the COD fee in whole rupees, ₹50 unless set, 0 for none (ADR 102)', () => {
    expect(loadConfig({}).cod.feePaise).toBe(5_000);
    expect(loadConfig({ COD_FEE: '99' }).cod.feePaise).toBe(9_900);
    expect(loadConfig({ COD_FEE: '0' }).cod.feePaise).toBe(0);
    expect(() => loadConfig({ COD_FEE: '49.5' })).toThrow(/COD_FEE: must be a whole number/);
    expect(() => loadConfig({ COD_FEE: '-1' })).toThrow(/COD_FEE: must be 0/);
    expect(() => loadConfig({ COD_FEE: '5000' })).toThrow(/COD_FEE: must be at most ₹1000/);
  });

  it('takes the contact form limit per IP address, 5 an hour unless set', () => {
    expect(loadConfig({}).contactPerIpPerHour).toBe(5);
    expect(loadConfig({ CONTACT_PER_IP_PER_HOUR: '50' }).contactPerIpPerHour).toBe(50);
    expect(() => loadConfig({ CONTACT_PER_IP_PER_HOUR: '0' })).toThrow(/CONTACT_PER_IP_PER_HOUR/);
  });
});
