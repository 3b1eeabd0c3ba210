/**
 * A postal address as the billing step and the reseller sign-up send it (`state` is the state's id), as
 * the orders and users rows hold it.
 */
export function addressFieldsOf<A1, A2, P, C, S>(input: {
  address1: A1;
  address2: A2;
  postcode: P;
  city: C;
  state: S;
}) {
  return {
    address1: input.address1,
    address2: input.address2,
    postcode: input.postcode,
    city: input.city,
    state_id: input.state,
  };
}
