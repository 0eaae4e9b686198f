import { z } from 'zod';
import { dateOfBirthSchema } from './dates';

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
