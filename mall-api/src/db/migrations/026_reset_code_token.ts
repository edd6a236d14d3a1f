/**
 * Issue 31: the password reset's code check carries the token of the captcha its code was sent with
 * (spec: reset-email-code-verify with email, captcha, token). Kept as a hash beside the code.
 */
export const sql = /* sql */ `
alter table verification_codes add column requester_token_hash text;
`;
