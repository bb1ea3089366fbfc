import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { ShipmentBooking } from './booking';
import { recordCall } from './calls';
import { shippingLine, type ShippingConfig } from './config';
import { demoProvider } from './demo';
import { manualProvider } from './manual';
import type { CourierProvider } from './provider';
import { ShiprocketClient, type ShiprocketClientOptions } from './shiprocket-client';
import { shiprocketProvider } from './shiprocket';

/** Timeouts and retries of the Shiprocket client; tests shorten them. */
export type CallPolicy = Pick<ShiprocketClientOptions, 'timeoutMs' | 'attempts' | 'backoffMs'>;

/** The courier provider the configuration names (ADR 099), recording its calls in `db`. */
export function courierProviderFor(
  config: ShippingConfig,
  db: Database,
  policy: CallPolicy = {},
): CourierProvider {
  if (config.provider !== 'shiprocket') {
    return config.provider === 'manual' ? manualProvider : demoProvider;
  }
  const client = new ShiprocketClient({
    apiUrl: config.apiUrl,
    email: config.email,
    password: config.password,
    record: (call) => recordCall(db, call),
    ...policy,
  });
  return shiprocketProvider(client, config.pickupLocation);
}

/** Wires the shipping module and logs which provider it runs with (never its password). */
export function setUpShipping(
  config: ShippingConfig,
  db: Database,
  log: FastifyBaseLogger,
): { booking: ShipmentBooking; provider: CourierProvider } {
  log.info(shippingLine(config));
  const provider = courierProviderFor(config, db);
  return { booking: new ShipmentBooking(db, provider), provider };
}
