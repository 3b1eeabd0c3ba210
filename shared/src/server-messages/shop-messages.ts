import type { Bilingual } from '../bilingual';
import { CATALOGUE_TEXT, KEYWORD_MAX } from '../contract/catalogue-text';
import { COIN_TEXT } from '../contract/coin-text';
import { EINVOICE_TEXT } from '../contract/einvoice-text';
import { EVENT_TEXT } from '../contract/event-text';
import { MERCHANDISE_TEXT } from '../contract/merchandise-text';
import { ORDER_TEXT } from '../contract/order-text';
import { PACKAGE_CHECKOUT_TEXT } from '../contract/package-checkout-text';
import { WISHLIST_TEXT } from '../contract/wishlist-text';

const en = {
  catalogue: {
    keywordTooLong: CATALOGUE_TEXT.keywordTooLong,
    unknownCategory: CATALOGUE_TEXT.unknownCategory,
    unknownSubCategory: CATALOGUE_TEXT.unknownSubCategory,
  },
  coin: { added: COIN_TEXT.added, cancelled: COIN_TEXT.cancelled, packNotFound: COIN_TEXT.packNotFound },
  event: { registered: EVENT_TEXT.registered, addedToCart: EVENT_TEXT.addedToCart },
  merchandise: {
    quantityInvalid: MERCHANDISE_TEXT.quantityInvalid,
    addedToCart: MERCHANDISE_TEXT.addedToCart,
  },
  order: { notFound: ORDER_TEXT.notFound },
  packageCheckout: { alreadyHeld: PACKAGE_CHECKOUT_TEXT.alreadyHeld },
  wishlist: { removed: WISHLIST_TEXT.removed, notAllowed: WISHLIST_TEXT.notAllowed },
  eInvoice: {
    requested: EINVOICE_TEXT.requested,
    notPaid: EINVOICE_TEXT.notPaid,
    nothingPaid: EINVOICE_TEXT.nothingPaid,
    alreadyRequested: EINVOICE_TEXT.alreadyRequested,
    addressIncomplete: EINVOICE_TEXT.addressIncomplete,
    addressRequired: EINVOICE_TEXT.addressRequired,
    cancelled: EINVOICE_TEXT.cancelled,
    cancelNotAllowed: EINVOICE_TEXT.cancelNotAllowed,
    reasonRequired: EINVOICE_TEXT.reasonRequired,
    taxDetailsSaved: EINVOICE_TEXT.taxDetailsSaved,
  },
} as const;

/** The shop's API answers (catalogue, coins, events, merchandise, orders, wishlist, e-Invoices) with their Malay. */
export const SHOP_API_MSG: Bilingual<typeof en> = {
  en,
  ms: {
    catalogue: {
      keywordTooLong: `Kata kunci tidak boleh melebihi ${KEYWORD_MAX} aksara.`,
      unknownCategory: 'Kategori tidak diketahui.',
      unknownSubCategory: 'Sub-kategori tidak diketahui.',
    },
    coin: {
      added: 'Pek coin telah ditambah ke troli coin anda.',
      cancelled: 'Pembelian coin anda telah dibatalkan.',
      packNotFound: 'Pek coin ini tidak dijual.',
    },
    event: {
      registered: 'Anda telah berdaftar untuk acara ini.',
      addedToCart: 'Acara telah ditambah ke troli.',
    },
    merchandise: {
      quantityInvalid: 'Kuantiti mestilah nombor bulat dari 1 hingga 1000',
      addedToCart: 'Barangan telah ditambah ke troli.',
    },
    order: { notFound: 'Pesanan ini tidak wujud atau bukan milik anda.' },
    packageCheckout: {
      alreadyHeld: 'Anda sudah melanggan pakej ini. Pilih pakej lain, atau uruskannya di Pesanan Saya.',
    },
    wishlist: {
      removed: 'Item telah dibuang dari senarai hajat anda.',
      notAllowed: 'Senarai hajat tidak tersedia untuk akaun ini.',
    },
    eInvoice: {
      requested: 'e-Invois telah diminta: ia sedang disahkan oleh LHDN MyInvois.',
      notPaid: 'Hanya pesanan yang telah dibayar mendapat e-Invois.',
      nothingPaid: 'Pesanan ini dibayar tanpa wang: ia tidak memerlukan e-Invois.',
      alreadyRequested:
        'Pesanan ini sudah mempunyai e-Invois (e-Invoisnya sendiri, atau e-Invois disatukan bagi bulan itu).',
      addressIncomplete: 'Berikan alamat bersama poskod 5 digit dan bandar.',
      addressRequired: 'Alamat diperlukan',
      cancelled: 'e-Invois dibatalkan',
      cancelNotAllowed: 'Hanya e-Invois yang sah boleh dibatalkan, dalam tempoh 72 jam selepas ia disahkan.',
      reasonRequired: 'Sebab diperlukan, tidak melebihi 300 aksara',
      taxDetailsSaved: 'Butiran cukai disimpan',
    },
  },
};
