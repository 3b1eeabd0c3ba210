/** The buyer's name, email, phone and address as an order records them. */
export interface BuyerContact {
  name: string;
  email: string;
  phone_no: string | null;
  address1: string | null;
  address2: string | null;
  postcode: string | null;
  city: string | null;
  state_id: number | null;
}

/**
 * The contact of whoever places an order, from a form, a profile or an earlier order: what was not given is
 * null (the checkout sends it so, the order payload reads null as left out, the order row stores null).
 */
export function buyerContact(from: {
  name: string;
  email: string;
  phone_no?: string | null | undefined;
  address1?: string | null | undefined;
  address2?: string | null | undefined;
  postcode?: string | null | undefined;
  city?: string | null | undefined;
  state_id?: number | null | undefined;
}): BuyerContact {
  return {
    name: from.name,
    email: from.email,
    phone_no: from.phone_no ?? null,
    address1: from.address1 ?? null,
    address2: from.address2 ?? null,
    postcode: from.postcode ?? null,
    city: from.city ?? null,
    state_id: from.state_id ?? null,
  };
}
