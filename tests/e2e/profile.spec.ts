import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { ProfilePage } from './pages/profile.page';
import { expectAccessible, hydrate, loginThroughPage } from './support';

test('a student updates the profile, has an avatar rejected and then accepted', async ({ page }) => {
  await loginThroughPage(page, 'student@demo.my');
  await page.waitForURL(/\/my\/courses$/);
  const profile = new ProfilePage(page);
  await profile.goto();
  await expect(profile.field('Email')).toHaveValue('student@demo.my');
  await expect(page.getByRole('heading', { name: 'School Info' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Parent Info' })).toBeVisible();
  await expectAccessible(page);

  await profile.field('Name').fill('');
  await expect(profile.update).toBeDisabled();
  await expect(page.getByText('Name is required')).toBeVisible();
  await profile.field('Phone No').fill('');
  await expect(page.getByText('Phone No is required')).toBeVisible();
  await profile.field('Phone No').fill('012-abc');
  await expect(page.getByText('Phone No is invalid')).toBeVisible();
  await profile.field('Name').fill('Adam Haziq bin Rahman');
  await profile.field('Phone No').fill('0137778888');
  await profile.field('Postcode').fill('50480');
  await profile.update.click();
  await expect(page.getByText('Profile successfully updated.')).toBeVisible();
  await page.reload();
  await expect(profile.field('Name')).toHaveValue('Adam Haziq bin Rahman');
  // The reloaded page is the server's until used; picking a file is no pointer on the page itself.
  await hydrate(page);

  await profile.uploadAvatar('photo.png', 'image/png', Buffer.from('%PDF-1.4 this is not an image'));
  await expect(page.getByText('The avatar must be a JPG, PNG or WEBP image.')).toBeVisible();

  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2255aa' } })
    .png()
    .toBuffer();
  await profile.uploadAvatar('me.png', 'image/png', png);
  await expect(page.getByText('Avatar successfully uploaded.')).toBeVisible();
  await expect(page.getByText('The avatar must be a JPG, PNG or WEBP image.')).toHaveCount(0);
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute(
    'src',
    /\/media\/public\/.+\.jpg$/,
  );
});
