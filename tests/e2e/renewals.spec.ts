import { addDays, malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import { expect, test } from '@playwright/test';
import { AccountStepPage, type StudentDetails } from './pages/account-step.page';
import { BackofficeApp } from './pages/backoffice/backoffice-app';
import { OrderViewPage } from './pages/backoffice/order-view-page';
import { BillingStepPage } from './pages/billing-step.page';
import { choosePackage } from './pages/package-choice';
import { RenewalCardPage } from './pages/renewal-card.page';
import { SandboxPaymentPage } from './pages/sandbox-payment.page';
import { withServerDatabase } from './support';

const pupil: StudentDetails = {
  firstName: 'Hana',
  lastName: 'Yusof',
  phone: '0191112222',
  guardianName: 'Yusof bin Ahmad',
  guardianEmail: 'yusof@example.my',
  guardianPhone: '0123335555',
  address1: 'No 9, Jalan Cempaka',
  postcode: '43000',
  state: 'Selangor',
  city: 'Kajang',
};

interface OrderFacts {
  id: number;
  hashslug: string;
  grand_total: number;
  payment_method: string;
  next_payment_date: string | null;
}
const orderFacts = (reference: string) =>
  withServerDatabase(
    (db) =>
      db
        .prepare(
          'select id, hashslug, grand_total, payment_method, next_payment_date from orders where order_no = ?',
        )
        .get(reference) as OrderFacts,
  );
const ringgit = (sen: number) => (sen / 100).toFixed(2);

test('a new buyer pays a package by FPX, renews it by pay link, pauses it for a holiday, and an admin refunds it to coins and to the bank', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A visitor chooses the package, makes an account and, at the payment step, FPX/DuitNow instead of the card.
  await choosePackage(page);
  const account = new AccountStepPage(page);
  const email = `fpx.${Date.now()}@demo.my`;
  await account.fillGuestAccount(email, 'rahsia1');
  await account.fillPersonalAndParent(pupil);
  await account.pickSchool('Selangor');
  await account.next.click();
  await expect(page).toHaveURL(/\/subscription\/checkout\/billing$/);
  const billing = new BillingStepPage(page);
  await billing.fill({
    name: pupil.guardianName,
    email: pupil.guardianEmail,
    phone: pupil.guardianPhone,
    address1: pupil.address1,
    postcode: pupil.postcode,
    state: pupil.state,
    city: pupil.city,
  });
  // The card with automatic renewal stays the default, as the spec has it.
  await expect(billing.form.getByRole('radio', { name: 'senangPay (Kad kredit / debit)' })).toBeChecked();
  await billing.form.getByRole('radio', { name: /^FPX \/ DuitNow/ }).check();
  await billing.pay.click();
  await new SandboxPaymentPage(page).approve();
  await expect(page).toHaveURL(/\/orders\/MHR-/);
  const reference = new URL(page.url()).pathname.split('/').pop() ?? '';
  const bought = orderFacts(reference);
  expect(bought.payment_method).toBe('senangpay');

  // The buyer asks for an e-Invoice in their own name (a refund's credit note needs it validated).
  await page.getByTestId('einvoice-open').click();
  const einvoice = page.getByTestId('einvoice-form');
  await einvoice.getByRole('textbox', { name: /^TIN/ }).fill('IG12345678901');
  await einvoice.getByRole('textbox', { name: /^Nama \/ Name/ }).fill(pupil.guardianName);
  await einvoice.getByRole('textbox', { name: /^No\. dokumen/ }).fill('900101-14-5678');
  await einvoice.getByRole('textbox', { name: /^Alamat/ }).fill(pupil.address1);
  await einvoice.getByRole('button', { name: 'Hantar / Submit' }).click();
  await expect(einvoice).toBeHidden();

  // The subscription screen: renews by pay link; the link opens with the first reminder (moved near here).
  const renewal = new RenewalCardPage(page);
  await renewal.open(bought.hashslug);
  await expect(renewal.card).toContainText('Pautan bayaran (FPX, DuitNow, PayPal)');
  await expect(renewal.payNow()).toHaveCount(0);
  const due = addDays(malaysiaDay(new Date()), 3);
  withServerDatabase((db) =>
    db.prepare('update orders set next_payment_date = ? where id = ?').run(due, bought.id),
  );
  await renewal.open(bought.hashslug);
  await expect(renewal.card.getByTestId('renewal-phase')).toContainText('Renewal due');
  await renewal.payNow().click();
  await new SandboxPaymentPage(page).approve();
  await expect(page).not.toHaveURL(/\/payments\/sandbox\//);
  // Paid, the period moves a month on from the old due date and the card says so.
  await expect
    .poll(() => orderFacts(reference).next_payment_date?.slice(0, 10), { timeout: 20_000 })
    .not.toBe(due);
  const renewedTo = orderFacts(reference).next_payment_date?.slice(0, 10) ?? '';
  expect(renewedTo > due).toBe(true);
  await renewal.open(bought.hashslug);
  await expect(renewal.card.getByTestId('renewal-phase')).toContainText('Renewed');

  // A school holiday: a week's pause moves the next payment a week on.
  await renewal.pause(7);
  await expect(renewal.card.getByRole('status')).toContainText('Langganan dijeda');
  await expect(renewal.card).toContainText('Dijeda sehingga');
  expect(orderFacts(reference).next_payment_date?.slice(0, 10)).toBe(addDays(renewedTo, 7));
  // Plans change: resumed at once, the date comes back; then paused again for the holiday.
  await renewal.resume();
  await expect(renewal.card.getByRole('status')).toContainText('Langganan telah disambung semula');
  expect(orderFacts(reference).next_payment_date?.slice(0, 10)).toBe(renewedTo);
  await renewal.pause(7);
  await expect(renewal.card).toContainText('Dijeda sehingga');
  expect(orderFacts(reference).next_payment_date?.slice(0, 10)).toBe(addDays(renewedTo, 7));

  // Wait for the buyer's e-Invoice to be validated by the MyInvois sandbox (the sync job runs every few seconds).
  await expect
    .poll(
      () =>
        withServerDatabase(
          (db) =>
            (
              db
                .prepare("select status from einvoice_documents where order_id = ? and kind = 'individual'")
                .get(bought.id) as { status: string } | undefined
            )?.status,
        ),
      { timeout: 60_000 },
    )
    .toBe('valid');

  // The admin finds the order and refunds RM 10 to Mahir Coins and the rest to the bank (FPX has no refund call).
  await page.context().clearCookies();
  const app = new BackofficeApp(page);
  await app.login('admin@demo.my');
  const view = new OrderViewPage(page, app);
  await view.open(reference);
  await view.refund('10', 'Mahir Coins', 'Part of the term not used');
  const refunds = view.table('Refunds');
  const refundRows = refunds.getByRole('row').filter({ hasText: /RF-/ });
  await expect(refundRows).toHaveCount(1);
  const rest = bought.grand_total - 1000;
  await view.refund(ringgit(rest), 'Original method', 'Subscription ended', {
    code: 'MBB',
    accountNo: '1234567890',
    holder: pupil.guardianName,
  });
  await expect(refundRows).toHaveCount(2);
  const numbers = await refundRows.locator('td:first-child').allInnerTexts();
  expect(numbers).toHaveLength(2);
  const [coinsRefund, bankRefund] = numbers.sort();
  await expect(refunds.getByRole('row').filter({ hasText: coinsRefund ?? '' })).toContainText('10.00');
  await expect(refunds.getByRole('row').filter({ hasText: bankRefund ?? '' })).toContainText(ringgit(rest));
  await expect(page.getByText('Left to refund: RM 0.00', { exact: false })).toBeVisible();

  // The bank transfer made, the admin marks it paid back with its reference.
  await view.markPaidBack(bankRefund ?? '', 'MBB-TRF-0001');
  await expect(refunds.getByRole('row').filter({ hasText: bankRefund ?? '' })).toContainText('MBB-TRF-0001');

  // The ledger has the RM 10 as 10 coins; the credit notes give back exactly what the refunds did.
  await expect(view.table('Ledger entries').getByRole('cell', { name: '10', exact: true })).not.toHaveCount(
    0,
  );
  await expect
    .poll(
      async () => {
        await page.reload();
        await view.table('e-Invoices').getByRole('row').filter({ hasText: 'individual' }).waitFor();
        return view.table('e-Invoices').getByRole('row').filter({ hasText: 'credit_note' }).count();
      },
      { timeout: 60_000, intervals: [3_000] },
    )
    .toBe(2);
  const notes = view.table('e-Invoices');
  await expect(notes.getByRole('row').filter({ hasText: `CN-${coinsRefund}` })).toContainText('10.00');
  await expect(notes.getByRole('row').filter({ hasText: `CN-${bankRefund}` })).toContainText(ringgit(rest));
});
