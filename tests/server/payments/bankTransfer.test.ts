import { describe, expect, it } from 'vitest';
import {
  creditorReference,
  epcQrPayload,
  isValidCreditorReference,
} from '../../../server/payments/bankTransfer.js';
import { signPayload, verifySignature } from '../../../server/payments/signature.js';
import { statusForState } from '../../../server/payments/types.js';

describe('bank-transfer references and EPC QR payloads', () => {
  it('make ISO 11649 references that a typo breaks', () => {
    const reference = creditorReference(1234, 'BEG-2026/0041');
    expect(reference).toMatch(/^RF\d{2}000001234BEG20260041$/);
    expect(isValidCreditorReference(reference)).toBe(true);
    expect(isValidCreditorReference(reference.replace('1234', '1243'))).toBe(false);
    expect(isValidCreditorReference('RF18539007547034')).toBe(true);
  });

  it('write the EPC069-12 lines for euros only', () => {
    const input = {
      bic: 'DBDBRSBG',
      beneficiary: 'Client Care',
      iban: 'RS35 1600',
      amount: '12.5',
      currency: 'EUR',
      reference: 'RF18539007547034',
    };
    expect(epcQrPayload(input)).toBe(
      'BCD\n002\n1\nSCT\nDBDBRSBG\nClient Care\nRS351600\nEUR12.50\n\nRF18539007547034',
    );
    expect(epcQrPayload({ ...input, currency: 'RSD' })).toBeNull();
  });
});

describe('webhook signatures (Revolut’s scheme)', () => {
  const body = '{"event":"ORDER_COMPLETED","order_id":"o1"}';
  it('hold for the exact body and secret within five minutes, with several signatures while rotating', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const ts = String(now.getTime());
    const headers = {
      'revolut-request-timestamp': ts,
      'revolut-signature': `v1=00, ${signPayload('wsk_a', ts, body)}`,
    };
    expect(verifySignature('wsk_a', headers, body, now)).toBe(true);
    expect(verifySignature('wsk_b', headers, body, now)).toBe(false);
    expect(verifySignature('wsk_a', headers, `${body} `, now)).toBe(false);
    expect(verifySignature('wsk_a', headers, body, new Date(now.getTime() + 5 * 60_000 + 1))).toBe(false);
    expect(verifySignature('wsk_a', { 'revolut-signature': headers['revolut-signature'] }, body, now)).toBe(
      false,
    );
  });

  it('map provider states to our statuses; a pending order changes nothing', () => {
    expect(statusForState('pending')).toBeNull();
    expect(statusForState('challenge')).toBe(50);
    expect(statusForState('completed')).toBe(20);
    expect(statusForState('declined')).toBe(30);
    expect(statusForState('cancelled')).toBe(40);
  });
});
