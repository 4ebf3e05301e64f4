import { describe, expect, it } from 'vitest';
import { PINCODE_LENGTH } from '../../contracts/pbs.ts';
import {
  isCompletePincode,
  pincodeOutcome,
  storedPincode,
} from '../../src/features/catalogue/rules/pincodeCheck.ts';

describe('isCompletePincode', () => {
  it('takes exactly six digits', () => {
    expect(PINCODE_LENGTH).toBe(6);
    expect(isCompletePincode('110001')).toBe(true);
    expect(isCompletePincode('11000')).toBe(false);
    expect(isCompletePincode('1100011')).toBe(false);
    expect(isCompletePincode('11000a')).toBe(false);
    expect(isCompletePincode(' 110001')).toBe(false);
    expect(isCompletePincode('١١٠٠٠١')).toBe(false);
    expect(isCompletePincode(undefined)).toBe(false);
  });
});

describe('pincodeOutcome', () => {
  it('gives the delivery days when the pincode is served', () => {
    expect(pincodeOutcome({ pincode: '110001', deliverable: true, estimated_delivery_days: 3 })).toEqual({
      kind: 'deliverable',
      pincode: '110001',
      days: 3,
    });
  });

  it('gives no days when the estimate is missing or unusable', () => {
    expect(
      pincodeOutcome({ pincode: '110001', deliverable: true, estimated_delivery_days: null }),
    ).toMatchObject({
      days: null,
    });
    expect(
      pincodeOutcome({ pincode: '110001', deliverable: true, estimated_delivery_days: -1 }),
    ).toMatchObject({
      days: null,
    });
  });

  it('says when the pincode is not served', () => {
    expect(pincodeOutcome({ pincode: '999999', deliverable: false, estimated_delivery_days: null })).toEqual({
      kind: 'not_deliverable',
      pincode: '999999',
    });
  });

  it("shows the server's message for a 400", () => {
    expect(pincodeOutcome(null, { status: 400, message: 'Pincode must be 6 digits' })).toEqual({
      kind: 'rejected',
      message: 'Pincode must be 6 digits',
    });
  });

  it('tells an unreachable store from other failures', () => {
    expect(pincodeOutcome(null, { status: 0, message: 'fetch failed' })).toEqual({ kind: 'unreachable' });
    expect(pincodeOutcome(null, { status: 500, message: 'Internal' })).toEqual({ kind: 'failed' });
    expect(pincodeOutcome(null, { status: 400, message: ' ' })).toEqual({ kind: 'failed' });
    expect(pincodeOutcome(undefined)).toEqual({ kind: 'failed' });
  });
});

describe('storedPincode', () => {
  it('reads the pincode of the stored choice, as JSON or bare', () => {
    expect(storedPincode('{"pincode":"110001","addressId":4}')).toBe('110001');
    expect(storedPincode('{"pincode":560001}')).toBe('560001');
    expect(storedPincode('400001')).toBe('400001');
  });

  it("gives nothing for 'allProducts', nothing stored or an unusable value", () => {
    expect(storedPincode('allProducts')).toBeNull();
    expect(storedPincode('{"pincode":"allProducts"}')).toBeNull();
    expect(storedPincode(null)).toBeNull();
    expect(storedPincode('{"pincode":"12"}')).toBeNull();
    expect(storedPincode('{"addressId":4}')).toBeNull();
    expect(storedPincode('{broken')).toBeNull();
  });
});
