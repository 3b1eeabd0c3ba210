import { describe, expect, it } from 'vitest';
import { buyerContact } from './buyer-contact';

describe('buyerContact', () => {
  it('keeps what was given and makes the rest null, leaving other fields behind', () => {
    expect(
      buyerContact({
        name: 'Siti',
        email: 's@x.my',
        phone_no: '0123',
        city: undefined,
        state_id: 5,
        ...{ type: 'x' },
      }),
    ).toEqual({
      name: 'Siti',
      email: 's@x.my',
      phone_no: '0123',
      address1: null,
      address2: null,
      postcode: null,
      city: null,
      state_id: 5,
    });
  });
});
