import { randomBytes } from 'node:crypto';
import { sessionRepository } from '@mahir/db';
import { accountRepository } from '@mahir/db/repositories/account.repository';
import { geographyRepository } from '@mahir/db/repositories/geography.repository';
import { mediaRepository } from '@mahir/db/repositories/media.repository';
import {
  AVATAR_MAX_BYTES,
  FIELD_MSG,
  MSG,
  type PasswordChangeBody,
  PROFILE_TEXT,
  type ProfileSaveBody,
  type ProfileUser,
} from '@mahir/shared';
import type { z } from 'zod';
import { hasRole, type UserActor } from '../access/actor';
import type { AppContext, ServiceDeps } from '../app-context';
import { createAttemptLimiter, passwordGuessKeys } from '../auth/attempt-limiter';
import { hashPassword, verifyPassword } from '../auth/password';
import { AppError } from '../http/app-error';
import type { UploadedFile } from '../http/contract-router';
import { publicMediaUrl } from '../media/media-url';
import { mediaKey } from '../storage/storage-key';
import { AVATAR_SIZE, claimsImage, normaliseAvatar } from './avatar-image';

type SaveInput = z.output<typeof ProfileSaveBody>;
type PasswordInput = z.output<typeof PasswordChangeBody>;

/** The profile page (spec 000 §2.9): details, school and parent for students, password, avatar. */
export function createProfileService({ db, clock, storage }: ServiceDeps & Pick<AppContext, 'storage'>) {
  const limiter = createAttemptLimiter({ db, clock });
  async function load(actor: UserActor): Promise<ProfileUser> {
    const [row, guardian] = await Promise.all([
      accountRepository.user(db, actor.id),
      accountRepository.guardian(db, actor.id),
    ]);
    if (!row) throw AppError.unauthenticated();
    const avatar =
      row.avatar_hashslug && row.avatar_extension
        ? publicMediaUrl(row.avatar_hashslug, row.avatar_extension)
        : null;
    const student = hasRole(actor, 'student');
    return {
      email: row.email,
      name: row.name,
      first_name: row.first_name,
      last_name: row.last_name,
      language: row.language,
      phone_no: row.phone_no,
      gender: row.gender,
      dob: row.dob,
      profile_detail: row.profile_detail,
      address1: row.address1,
      address2: row.address2,
      postcode: row.postcode,
      city: row.city,
      state_id: row.state_id,
      country_id: row.country_id,
      avatar,
      profile_picture: avatar,
      name_institution: row.school_name ?? row.name_institution,
      school_id: row.school_id,
      is_student: student,
      parent:
        student && guardian
          ? { name: guardian.name, relationship: guardian.relation, email: guardian.email }
          : null,
    };
  }

  return {
    async user(actor: UserActor) {
      return { user: await load(actor) };
    },

    /** Saves the profile; school and parent only for students. The email never changes here. */
    async save(actor: UserActor, input: SaveInput) {
      const student = hasRole(actor, 'student');
      const school =
        student && input.school_id ? await geographyRepository.school(db, input.school_id) : undefined;
      if (student && input.school_id && !school)
        throw AppError.invalid({ school_id: [FIELD_MSG.schoolRequired] });
      if (input.state_id !== null && !(await geographyRepository.stateExists(db, input.state_id)))
        throw AppError.invalid({ state_id: [FIELD_MSG.stateRequired] });
      await db.transaction().execute(async (trx) => {
        await accountRepository.updateUser(trx, actor.id, {
          name: input.name,
          phone_no: input.phone_no,
          first_name: input.first_name,
          last_name: input.last_name,
          language: input.language,
          gender: input.gender,
          dob: input.dob,
          profile_detail: input.profile_detail,
          address1: input.address1,
          address2: input.address2,
          postcode: input.postcode,
          city: input.city,
          state_id: input.state_id,
          country_id: input.country_id,
          ...(student
            ? { school_id: school?.id ?? null, name_institution: school?.name ?? input.name_institution }
            : {}),
          updated_at: clock().toISOString(),
        });
        if (student && input.parent_name && input.parent_relationship) {
          const existing = await accountRepository.guardian(trx, actor.id);
          await accountRepository.saveGuardian(trx, actor.id, {
            name: input.parent_name,
            relation: input.parent_relationship,
            email: input.parent_email,
            phone_no: existing?.phone_no ?? null,
            address1: existing?.address1 ?? null,
            address2: existing?.address2 ?? null,
            country_id: existing?.country_id ?? null,
            postcode: existing?.postcode ?? null,
            state_id: existing?.state_id ?? null,
            city: existing?.city ?? null,
            occupation: existing?.occupation ?? null,
            income_range: existing?.income_range ?? null,
          });
        }
      });
      return { user: await load(actor) };
    },

    /**
     * Changes the password after checking the old one, and ends every other session of the account in
     * the same transaction (a thief's session among them). A wrong old password is a password guess:
     * it counts against the same limits as a failed login, before it is checked.
     */
    async changePassword(
      actor: UserActor,
      input: PasswordInput,
      caller: { sessionId: string | null; ip: string },
    ) {
      const row = await accountRepository.user(db, actor.id);
      if (!row) throw AppError.unauthenticated();
      const keys = passwordGuessKeys(row.email, caller.ip);
      await limiter.attempt(keys, MSG.loginThrottled);
      if (!(await verifyPassword(row.password_hash, input.old_password)))
        throw AppError.invalid({ old_password: [PROFILE_TEXT.oldPasswordWrong] });
      const passwordHash = await hashPassword(input.password);
      await db.transaction().execute(async (trx) => {
        await accountRepository.updateUser(trx, actor.id, {
          password_hash: passwordHash,
          updated_at: clock().toISOString(),
        });
        await sessionRepository.removeOthersOf(trx, actor.id, caller.sessionId);
      });
      await limiter.succeeded(keys);
      return { ok: true };
    },

    /** Checks the upload by content, re-encodes it and makes it the user's avatar. */
    async uploadAvatar(actor: UserActor, file: UploadedFile | undefined) {
      if (!file) throw AppError.invalid({ avatar: [PROFILE_TEXT.avatarMissing] });
      if (file.size > AVATAR_MAX_BYTES)
        throw new AppError(413, PROFILE_TEXT.avatarTooLarge, { avatar: [PROFILE_TEXT.avatarTooLarge] });
      const image = claimsImage(file.originalFilename, file.mimetype)
        ? await normaliseAvatar(file.filepath)
        : null;
      // A refused format answers as the spec's upload call does: is_format false with the message.
      if (!image)
        return { is_format: false, avatar: null, profile_picture: null, message: PROFILE_TEXT.avatarFormat };
      const hashslug = randomBytes(12).toString('base64url');
      const storagePath = mediaKey(hashslug, 'jpg');
      await storage.put(storagePath, image, { contentType: 'image/jpeg' });
      try {
        await db.transaction().execute(async (trx) => {
          const mediaId = await mediaRepository.insert(trx, {
            hashslug,
            owner_id: actor.id,
            storage_path: storagePath,
            original_name: 'avatar.jpg',
            mime: 'image/jpeg',
            extension: 'jpg',
            size: image.length,
            duration: null,
            width: AVATAR_SIZE,
            height: AVATAR_SIZE,
            created_at: clock().toISOString(),
          });
          await accountRepository.updateUser(trx, actor.id, { avatar_media_id: mediaId });
        });
      } catch (err) {
        await storage.delete(storagePath).catch(() => undefined);
        throw err;
      }
      const url = publicMediaUrl(hashslug, 'jpg');
      return { is_format: true, avatar: url, profile_picture: url, message: PROFILE_TEXT.avatarUploaded };
    },
  };
}
