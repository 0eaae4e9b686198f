import { z } from 'zod';
import { dateOfBirthSchema } from '../schemas/dates';

export const userTypeSchema = z.enum(['fan', 'athlete']);

export const devLoginSchema = z
  .object({
    email: z.string().trim().toLowerCase().email().max(254),
    userType: userTypeSchema,
    firstName: z.string().trim().min(1).max(80).optional(),
    lastName: z.string().trim().min(1).max(80).optional(),
    returnTo: z.string().max(2048).optional(),
    referralCode: z.string().max(64).optional(),
  })
  .strict();

/** POST /users (SPEC §7): create the local record for an identity provider user. */
export const createUserSchema = z
  .object({
    authId: z.string().trim().min(1).max(255).optional(),
    email: z.string().trim().toLowerCase().email().max(254),
    userType: userTypeSchema.default('fan'),
    firstName: z.string().trim().min(1).max(80).optional(),
    lastName: z.string().trim().min(1).max(80).optional(),
  })
  .strip();

export const guardianSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    email: z.string().trim().email().max(254).optional().nullable(),
    phone: z.string().trim().max(40).optional().nullable(),
    relationship: z.string().trim().max(40).optional().nullable(),
  })
  .strip();

/** PUT /users/{authId}: the fields a user may change about themselves. Unknown fields are dropped. */
export const updateUserSchema = z
  .object({
    firstName: z.string().trim().min(1).max(80),
    lastName: z.string().trim().min(1).max(80),
    tosAccepted: z.boolean(),
    privacyPolicyAccepted: z.boolean(),
    emailConsent: z.boolean(),
    fanProfile: z
      .object({ schools: z.array(z.object({ schoolId: z.number().int().positive() })).max(10) })
      .strip()
      .partial(),
    athleteProfile: z
      .object({
        sport: z.enum(['football', 'basketball']),
        position: z.string().trim().min(1).max(10),
        guardians: z.array(guardianSchema).max(4),
        dob: dateOfBirthSchema().nullable(),
        hometown: z.string().trim().max(120).nullable(),
        highSchool: z.string().trim().max(120).nullable(),
        height: z.number().int().min(48).max(96).nullable(),
        weight: z.number().int().min(80).max(450).nullable(),
        recruitingClass: z.number().int().min(2000).max(2100).nullable(),
        schools: z.array(z.object({ schoolId: z.number().int().positive() })).max(10),
      })
      .strip()
      .partial(),
  })
  .strip()
  .partial();
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

// ---------------------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------------------

export type UserType = z.infer<typeof userTypeSchema>;

export const schoolRefIdSchema = z.strictObject({ schoolId: z.number().int() });
export type SchoolRef = z.infer<typeof schoolRefIdSchema>;

export const fanProfileSchema = z.strictObject({
  id: z.number().int(),
  userId: z.number().int(),
  schools: z.array(schoolRefIdSchema),
});
export type FanProfile = z.infer<typeof fanProfileSchema>;

export const guardianViewSchema = z.strictObject({
  id: z.number().int().optional(),
  name: z.string(),
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  relationship: z.string().nullable().optional(),
});
export type Guardian = z.infer<typeof guardianViewSchema>;

export const athleteProfileSchema = z.strictObject({
  id: z.number().int(),
  sport: z.string().nullable(),
  position: z.string().nullable(),
  guardians: z.array(guardianViewSchema),
  photoUrl: z.string().nullable(),
  dob: z.string().nullable(),
  hometown: z.string().nullable(),
  schools: z.array(schoolRefIdSchema),
  height: z.number().int().nullable(),
  weight: z.number().int().nullable(),
  highSchool: z.string().nullable(),
});
export type AthleteProfile = z.infer<typeof athleteProfileSchema>;

/** SPEC §3 User: GET /api/auth/me, GET/PUT /api/users/{authId}, POST /api/users, dev-login. */
export const userSchema = z.strictObject({
  id: z.number().int(),
  authId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  userType: userTypeSchema,
  tosAccepted: z.boolean(),
  privacyPolicyAccepted: z.boolean(),
  emailConsent: z.boolean(),
  referralCode: z.string(),
  spinCount: z.number().int(),
  isAdmin: z.union([z.literal(0), z.literal(1)]),
  fanProfile: fanProfileSchema.nullable(),
  athleteProfile: athleteProfileSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/me/summary: what the header shows about the signed-in user. */
export const meSummarySchema = z.strictObject({ balance: z.number().int(), earnedStar: z.number().int() });
export type MeSummary = z.infer<typeof meSummarySchema>;

/** GET /api/users/verify-email?token= (the link in the email). */
export const verifyEmailQuerySchema = z.object({ token: z.string().min(1).max(200) });
/** POST /api/users/resend-verify-email/{id} */
export const resendVerifyEmailSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('already_verified'), emailId: z.null() }),
  z.strictObject({ status: z.literal('queued'), emailId: z.string() }),
]);
export type ResendVerifyEmail = z.infer<typeof resendVerifyEmailSchema>;

/** POST /api/auth/dev-login: the signed-in user and where the browser goes next. */
export const devLoginResponseSchema = userSchema.extend({ returnTo: z.string() });
/** GET /api/auth/password-reset */
export const passwordResetProviderSchema = z.strictObject({ provider: z.enum(['auth0', 'development']) });
/** POST /api/auth/logout */
export const logoutSchema = z.strictObject({ redirectTo: z.string() });
export type PasswordResetProvider = z.infer<typeof passwordResetProviderSchema>;
/** POST /api/auth/password-reset (202) */
export const passwordResetSentSchema = z.strictObject({ sent: z.boolean() });

// ---------------------------------------------------------------------------------------------------------
// Sign-in (api/src/routes/auth.ts)
// ---------------------------------------------------------------------------------------------------------

/** GET /api/auth/login: who signs in or up, where to go after, and a sign-up flow's details (SPEC §2). */
export const loginQuerySchema = z.object({
  userType: userTypeSchema.catch('fan'),
  hint: z.string().optional(),
  returnTo: z.string().optional(),
  referralCode: z.string().optional(),
  claimingAthleteId: z.coerce.number().int().positive().optional().catch(undefined),
  athleteId: z.coerce.number().int().positive().optional().catch(undefined),
  firstName: z.string().max(80).optional(),
  lastName: z.string().max(80).optional(),
  fromPreSignupFlow: z.string().optional(),
  athleteClaim: z.string().optional(),
});
export type LoginQuery = z.infer<typeof loginQuerySchema>;

/** POST /api/auth/password-reset */
export const passwordResetBodySchema = z
  .object({ email: z.string().trim().toLowerCase().email().max(254) })
  .strict();

/** GET /api/users/verify-email: a token that does not parse is a link that verifies nothing (redirect, 0). */
export const verifyEmailLinkQuerySchema = z.object({
  token: verifyEmailQuerySchema.shape.token.optional().catch(undefined),
});
