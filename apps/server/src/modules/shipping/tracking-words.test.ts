import { describe, expect, it } from 'vitest';
import { reportOf } from './tracking-webhook';
import { trackingKindOf } from './tracking-words';

describe("Shiprocket's tracking statuses in the shop's kinds (ADR 101)", () => {
  it('reads the status number first, then the words', () => {
    expect(trackingKindOf('IN TRANSIT', 7)).toBe('delivered');
    expect(trackingKindOf('UNDELIVERED', 21)).toBe('delivery_failed');
    expect(trackingKindOf('RTO DELIVERED')).toBe('rto_delivered');
    expect(trackingKindOf('RTO IN TRANSIT')).toBe('rto_started');
    expect(trackingKindOf('Out For Delivery')).toBe('out_for_delivery');
    expect(trackingKindOf('Picked Up')).toBe('picked_up');
    expect(trackingKindOf('MANIFEST GENERATED', 5)).toBe('other');
  });

  it("takes the webhook's newest scan time, else its current_timestamp, in India time", () => {
    const scans = [
      { date: '2026-11-29 15:32:17', activity: 'Picked up', location: 'Chomu' },
      { date: '2026-11-29 11:59:16', activity: 'Manifested', location: 'Chomu' },
    ];
    expect(
      reportOf({ awb: '1410', current_status: 'PICKED UP', shipment_status_id: 42, scans }),
    ).toEqual({
      kind: 'picked_up',
      status: 'PICKED UP',
      activity: 'Picked up',
      location: 'Chomu',
      at: '2026-11-29T10:02:17.000Z',
    });
    const bare = {
      awb: '1410',
      current_status: 'DELIVERED',
      current_timestamp: '30 11 2026 14:05:00',
    };
    expect(reportOf(bare).at).toBe('2026-11-30T08:35:00.000Z');
    expect(() => reportOf({ awb: '1410', current_status: 'DELIVERED' })).toThrow();
  });
});
