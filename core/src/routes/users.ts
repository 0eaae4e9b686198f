import { z } from 'zod';
import { fanProfileViewSchema } from '../api/fans';
import {
  createUserSchema,
  devLoginResponseSchema,
  devLoginSchema,
  loginQuerySchema,
  logoutSchema,
  meSummarySchema,
  passwordResetBodySchema,
  passwordResetProviderSchema,
  passwordResetSentSchema,
  resendVerifyEmailSchema,
  updateUserSchema,
  userSchema,
  verifyEmailLinkQuerySchema,
} from '../api/users';
import { idParams } from '../schemas/ids';
import { route, type RouteMap } from './route';

const authIdParams = z.object({ authId: z.string().min(1).max(255) });
const createUser = (summary: string) =>
  route({
    summary,
    access: 'user',
    body: createUserSchema,
    response: userSchema,
    status: { 200: 'Existing user', 201: 'Created user' },
    errors: {
      400: "Invalid input ('No authId provided' without authId)",
      403: 'Another identity than yours (admins: anyone)',
      409: 'email_taken: another identity already uses this email (no automatic linking)',
    },
  });

/** Signing in and out (DESIGN §6), users (SPEC §7 /users), the header's summary and fan profiles. */
export const userRoutes = {
  'GET /api/auth/me': route({
    summary: 'Current user (204 when nobody is signed in)',
    access: 'public',
    response: userSchema,
    status: { 200: 'The SPEC §3 User', 204: 'Nobody signed in' },
  }),
  'GET /api/auth/login': route({
    summary: 'Start sign-in (Auth0, or the development form)',
    access: 'public',
    rateLimit: 'signIn',
    query: loginQuerySchema,
    produces: 'redirect',
    status: { 302: 'Redirect to the sign-in service' },
  }),
  'GET /api/auth/callback': route({
    summary:
      'Auth0 returns here: signs in, then redirects to the landing page (or the sign-in page with why not)',
    access: 'public',
    rateLimit: 'signIn',
    produces: 'redirect',
    status: { 302: 'Signed in (or not): to the next page' },
    errors: { 404: 'Auth0 is not configured' },
  }),
  'POST /api/auth/logout': route({
    summary: 'Sign out (POST with X-Requested-With; any other method: 405)',
    access: 'public',
    response: logoutSchema,
    status: { 200: 'Where the browser goes next (home or Auth0 logout)' },
    errors: { 403: 'No X-Requested-With', 405: 'Not a POST' },
  }),
  'GET /api/auth/password-reset': route({
    summary: 'Who resets passwords: auth0, or development (no passwords)',
    access: 'public',
    response: passwordResetProviderSchema,
  }),
  'POST /api/auth/password-reset': route({
    summary: 'Ask Auth0 to email a link to its password reset page (409 no_passwords without Auth0)',
    access: 'public',
    body: passwordResetBodySchema,
    response: passwordResetSentSchema,
    status: { 202: 'Reset email requested' },
    errors: { 409: 'Development sign-in: there are no passwords', 502: 'Auth0 did not answer' },
  }),
  'GET /api/auth/dev-login': route({
    summary: 'The development sign-in form (not in production, nor with Auth0)',
    access: 'public',
    produces: 'html',
    errors: { 404: 'Development sign-in is disabled' },
  }),
  'GET /api/auth/dev-login.js': route({
    summary: "The development sign-in form's script",
    access: 'public',
    produces: 'javascript',
  }),
  'POST /api/auth/dev-login': route({
    summary: 'Development sign-in (not in production, nor with Auth0)',
    access: 'public',
    rateLimit: 'signIn',
    body: devLoginSchema,
    response: devLoginResponseSchema,
    status: { 200: 'The signed-in user and where to go next' },
    errors: {
      404: 'Development sign-in is disabled',
      409: 'email_taken: another account already uses this email',
    },
  }),

  'POST /api/users/resend-verify-email/:id': route({
    summary:
      'Send (again) the email-verification email of user {id} (yourself; admins: anyone). At most one per minute.',
    access: 'user',
    params: idParams,
    response: resendVerifyEmailSchema,
    status: {
      200: 'Already verified: nothing sent (status already_verified)',
      202: 'Staged in the email outbox (status queued)',
    },
    errors: { 400: 'Bad id', 403: 'Another user', 404: 'No such user' },
  }),
  'GET /api/users/verify-email': route({
    summary: 'The verification link: marks the email verified, then redirects to /?emailVerified=1 (or 0)',
    access: 'public',
    query: verifyEmailLinkQuerySchema,
    produces: 'redirect',
    status: { 302: 'Redirect home' },
  }),
  'GET /api/users/:authId': route({
    summary: 'A user (yourself; admins: anyone)',
    access: 'user',
    params: authIdParams,
    response: userSchema,
    errors: { 403: 'Another user', 404: 'No such user' },
  }),
  'POST /api/users': createUser("Create a user record ('No authId provided' without authId)"),
  'POST /api/users/qrUser': createUser("Create a QR user ('No authId provided' without authId)"),
  'PUT /api/users/:authId': route({
    summary: 'Update yourself',
    access: 'user',
    params: authIdParams,
    body: updateUserSchema,
    response: userSchema,
    errors: { 403: 'Another user' },
  }),

  'GET /api/me/summary': route({
    summary: 'Wallet balance and earned stars of the signed-in user',
    access: 'user',
    response: meSummarySchema,
  }),
  'GET /api/fans/:id': route({
    summary: 'Fan profile (any signed-in user; email only for yourself or an admin)',
    access: 'user',
    params: idParams,
    response: fanProfileViewSchema,
    errors: { 404: 'No such fan' },
  }),
} as const satisfies RouteMap;
