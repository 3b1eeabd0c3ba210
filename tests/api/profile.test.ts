import { FIELD_MSG, PROFILE_TEXT } from '@mahir/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../support/http-client';
import { learnerServer } from '../support/learner-server';
import { dialects } from '../support/test-server';

interface Answer<T = Record<string, unknown>> {
  data: T;
  message?: string;
  errors?: Record<string, string[]>;
}
interface ProfileUser {
  email: string;
  name: string;
  phone_no: string | null;
  postcode: string | null;
  avatar: string | null;
  profile_picture: string | null;
  is_student: boolean;
  school_id: number | null;
  name_institution: string | null;
  parent: { name: string; relationship: string; email: string | null } | null;
}

async function upload(client: TestClient, bytes: Uint8Array<ArrayBuffer>, filename: string, type: string) {
  const form = new FormData();
  form.append('avatar', new Blob([bytes], { type }), filename);
  const res = await fetch(`${client.baseUrl}/ajax/v2/profile/upload-avatar`, {
    method: 'POST',
    headers: { Cookie: client.cookie, 'X-CSRF-TOKEN': client.csrf, Accept: 'application/json' },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as Answer<{
      is_format: boolean;
      avatar: string | null;
      profile_picture: string | null;
      message: string;
    }>,
  };
}

describe.each(dialects())('profile on %s', (dialect) => {
  const t = learnerServer(dialect);

  it('refuses visitors every profile call', async () => {
    const { visitor } = t;
    expect((await visitor.get('/ajax/v2/profile/user')).status).toBe(401);
    expect(
      (await visitor.post('/ajax/v2/profile/save', { name: 'x', phone_no: '1' }, { form: true })).status,
    ).toBe(401);
    expect((await visitor.post('/ajax/v2/profile/districts', { state: 1 }, { form: true })).status).toBe(401);
    expect((await upload(visitor, new Uint8Array([1, 2, 3]), 'a.png', 'image/png')).status).toBe(401);
  });

  it('shows school and parent to students only; the email is read-only', async () => {
    const { student, parent } = t;
    const mine = await student.get<Answer<{ user: ProfileUser }>>('/ajax/v2/profile/user');
    expect(mine.status).toBe(200);
    expect(mine.body.data.user).toMatchObject({ email: 'student@demo.my', is_student: true });
    const theirs = await parent.get<Answer<{ user: ProfileUser }>>('/ajax/v2/profile/user');
    expect(theirs.body.data.user).toMatchObject({ email: 'parent@demo.my', is_student: false, parent: null });
    const res = await parent.post<Answer<{ user: ProfileUser }>>(
      '/ajax/v2/profile/save',
      { name: 'Puan Parent', phone_no: '0111111111', email: 'hijack@demo.my' },
      { form: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe('parent@demo.my');
  });

  it('requires name and phone, and keeps postcode to 5', async () => {
    const { student } = t;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '' }, 'name', FIELD_MSG.nameRequired],
      [{ phone_no: '  ' }, 'phone_no', FIELD_MSG.phoneRequired],
      [{ phone_no: 'tiada' }, 'phone_no', FIELD_MSG.phoneInvalid],
      [{ phone_no: '011-673322581' }, 'phone_no', FIELD_MSG.phoneInvalid],
      [{ postcode: '123456' }, 'postcode', PROFILE_TEXT.postcodeMax],
    ];
    for (const [change, field, message] of cases) {
      const res = await student.post<Answer>(
        '/ajax/v2/profile/save',
        { name: 'Ali', phone_no: '012', ...change },
        { form: true },
      );
      expect(res.status, field).toBe(422);
      expect(res.body.errors?.[field]).toEqual([message]);
    }
    // A number as people write it is kept as written; the merchandise checkout takes its digits.
    const dashed = await student.post<Answer<{ user: ProfileUser }>>(
      '/ajax/v2/profile/save',
      { name: 'Ali', phone_no: '011-67332258' },
      { form: true },
    );
    expect(dashed.status).toBe(200);
    expect(dashed.body.data.user.phone_no).toBe('011-67332258');
  });

  it('saves a student’s profile with school and parent', async () => {
    const { server, student } = t;
    const school = await server.db
      .selectFrom('schools')
      .select(['id', 'name'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const res = await student.post<Answer<{ user: ProfileUser }>>(
      '/ajax/v2/profile/save',
      {
        name: 'Adam Haziq',
        phone_no: '0137778888',
        postcode: '50480',
        city: 'Kuala Lumpur',
        gender: 'M',
        school_id: school.id,
        name_institution: school.name,
        parent_name: 'Puan Rosnah',
        parent_relationship: 'mother',
        parent_email: 'rosnah@example.my',
      },
      { form: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(PROFILE_TEXT.updated);
    expect(res.body.data.user).toMatchObject({
      name: 'Adam Haziq',
      phone_no: '0137778888',
      postcode: '50480',
      school_id: school.id,
      name_institution: school.name,
      parent: { name: 'Puan Rosnah', relationship: 'mother', email: 'rosnah@example.my' },
    });
  });

  it('changes the password only with the right old one', async () => {
    const { server, parent } = t;
    const wrong = await parent.post<Answer>(
      '/ajax/v2/profile/password',
      { old_password: 'salah123', password: 'barubaru1', password_confirmation: 'barubaru1' },
      { form: true },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.old_password).toEqual([PROFILE_TEXT.oldPasswordWrong]);
    const short = await parent.post<Answer>(
      '/ajax/v2/profile/password',
      { old_password: 'mahir2026', password: 'pendek', password_confirmation: 'pendek' },
      { form: true },
    );
    expect(short.body.errors?.password).toEqual([PROFILE_TEXT.newPasswordLength]);
    const ok = await parent.post<Answer>(
      '/ajax/v2/profile/password',
      { old_password: 'mahir2026', password: 'barubaru1', password_confirmation: 'barubaru1' },
      { form: true },
    );
    expect(ok.status).toBe(200);
    await expect(clientFor(server.url, 'parent@demo.my')).rejects.toThrow();
    expect(await (await clientFor(server.url)).login('parent@demo.my', 'barubaru1')).toBeTruthy();
  });

  it('rejects a non-image avatar by its content, whatever its name, and keeps the old one', async () => {
    const { server, student } = t;
    const before = await server.db
      .selectFrom('users')
      .select('avatar_media_id')
      .where('email', '=', 'student@demo.my')
      .executeTakeFirstOrThrow();
    const fake = new TextEncoder().encode('%PDF-1.4 not an image at all');
    const res = await upload(student, fake, 'photo.png', 'image/png');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      is_format: false,
      avatar: null,
      profile_picture: null,
      message: PROFILE_TEXT.avatarFormat,
    });
    const after = await server.db
      .selectFrom('users')
      .select('avatar_media_id')
      .where('email', '=', 'student@demo.my')
      .executeTakeFirstOrThrow();
    expect(after.avatar_media_id).toBe(before.avatar_media_id);
  });

  it('accepts a real image, re-encodes it as a square JPEG and serves it publicly', async () => {
    const { server, student } = t;
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const res = await upload(student, new Uint8Array(png), 'me.bin', 'application/octet-stream');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ is_format: true, message: PROFILE_TEXT.avatarUploaded });
    expect(res.body.data.avatar).toMatch(/^\/media\/public\/.+\.jpg$/);
    expect(res.body.data.profile_picture).toBe(res.body.data.avatar);
    const file = await fetch(`${server.url}${res.body.data.avatar}`);
    expect(file.status).toBe(200);
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
    const profile = await student.get<Answer<{ user: ProfileUser }>>('/ajax/v2/profile/user');
    expect(profile.body.data.user.avatar).toBe(res.body.data.avatar);
  });
});
