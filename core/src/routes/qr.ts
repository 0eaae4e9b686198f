import {
  affiliateAdminListSchema,
  affiliateStatsSchema,
  affiliateVisitBodySchema,
  affiliateVisitSchema,
} from '../api/affiliate';
import {
  claimInviteBodySchema,
  claimInviteRedeemedSchema,
  claimInviteViewSchema,
  qrCodeListSchema,
  qrCodeParamsSchema,
  qrCodeSchema,
  qrCreateBodySchema,
  qrImageQuerySchema,
} from '../api/qr';
import { route, type RouteMap } from './route';

/**
 * QR codes (DESIGN §5): a fan or admin makes a code for a profile, fund page, school, invite or affiliate link;
 * PUBLIC_URL/api/qr/{id} counts the scan and redirects on this site. Claim invites for pre-existing profiles.
 * The affiliate programme: a fan's code and dashboard, visits of affiliate links, the admins' list.
 */
export const qrRoutes = {
  'POST /api/qr-codes': route({
    summary: 'Make a QR code for an athlete, fund page, school, your invite link or your affiliate link',
    access: 'fan',
    body: qrCreateBodySchema,
    response: qrCodeSchema,
    status: { 201: 'Created' },
    errors: { 404: 'No such athlete or school' },
  }),
  'GET /api/qr-codes': route({
    summary: 'Your QR codes with their scan counts',
    access: 'user',
    response: qrCodeListSchema,
  }),
  'GET /api/qr-codes/:code': route({
    summary: 'One of your QR codes (404 for anyone else)',
    access: 'user',
    params: qrCodeParamsSchema,
    response: qrCodeSchema,
    errors: { 404: 'Not found' },
  }),
  'GET /api/qr-codes/:code/image.svg': route({
    summary: 'The code as SVG (download)',
    access: 'user',
    params: qrCodeParamsSchema,
    produces: 'svg',
    errors: { 404: 'Not found' },
  }),
  'GET /api/qr-codes/:code/image.png': route({
    summary: 'The code as PNG (?size=128..2048, ?download=1)',
    access: 'user',
    params: qrCodeParamsSchema,
    query: qrImageQuerySchema,
    produces: 'png',
    errors: { 404: 'Not found' },
  }),
  'GET /api/qr-codes/claim-invites/:code': route({
    summary: 'What a claim invite is for, and whether it is open, used or expired',
    access: 'public',
    params: qrCodeParamsSchema,
    response: claimInviteViewSchema,
    errors: { 404: 'No such invite' },
  }),
  'POST /api/qr-codes/claim-invites/:code/redeem': route({
    summary: 'Redeem a claim invite (signed-in athlete): the claim is approved by the invite',
    access: 'user',
    params: qrCodeParamsSchema,
    response: claimInviteRedeemedSchema,
    status: { 200: 'Claimed' },
    errors: { 409: 'invite_used, invite_expired, already_claimed or already_has_profile' },
  }),
  'GET /api/qr/:code': route({
    summary: 'Scan: counts it and redirects (302) to the code page on this site; never off-site',
    access: 'public',
    params: qrCodeParamsSchema,
    produces: 'redirect',
    status: { 302: 'To the target page' },
    errors: { 404: 'Unknown code' },
  }),
  'POST /api/admin/qr-codes/claim-invites': route({
    summary: 'Admin: a single-use, expiring claim invite for an unclaimed athlete profile',
    access: 'admin',
    body: claimInviteBodySchema,
    response: qrCodeSchema,
    status: { 201: 'Created' },
    errors: { 409: 'Profile already claimed' },
  }),

  'GET /api/affiliate/me': route({
    summary: "The fan's affiliate code, link, visits, sign-ups, purchases and earnings by day (last 30 days)",
    access: 'fan',
    response: affiliateStatsSchema,
  }),
  'GET /api/affiliate/all': route({
    summary: 'Every affiliate with totals (admins)',
    access: 'admin',
    response: affiliateAdminListSchema,
  }),
  'POST /api/affiliate/visits': route({
    summary:
      'Record a visit of an affiliate link; a sign-up within 30 days (cookie) is the affiliate’s referral',
    access: 'public',
    rateLimit: 'search',
    body: affiliateVisitBodySchema,
    response: affiliateVisitSchema,
    status: { 200: 'Recorded' },
    errors: { 404: 'Unknown code' },
  }),
} as const satisfies RouteMap;
