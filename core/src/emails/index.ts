// Every email the product sends, as a template (typed parameters -> subject and text), in one place. The api,
// db and worker stage what these return; none writes email text inline.
export { hello, money, plural, type EmailContent } from './format';
export { verifyEmail } from './verify-email';
export { purchaseReceipt, guestLikeReceipt } from './receipts';
export { claimApproved, claimRejected } from './claim-decisions';
export { referralReward, newStar, invite, marchMadnessReminder } from './rewards';
export { marketplaceReceipt } from './marketplace';
export { athleteUpdate, thankYou } from './updates';
