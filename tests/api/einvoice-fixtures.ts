/** A buyer's tax details as the e-Invoice forms send them (an individual's valid TIN and MyKad). */
export const EINVOICE_BUYER = {
  tin: 'IG12345678901',
  id_type: 'NRIC',
  id_value: '900101-14-5678',
  name: 'Pelajar Demo',
  address: 'No 1, Jalan Demo',
  postcode: '50450',
  city: 'Kuala Lumpur',
  state: '14',
  phone: '+60123456789',
};
