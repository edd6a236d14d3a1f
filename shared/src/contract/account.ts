/**
 * The account calls (spec orderdetail-account-address §7 "Account", all in their own auth area):
 * graphic captchas, e-mail and SMS verification codes, password change and reset, e-mail and mobile
 * bind or change, profile save, account closing.
 *
 * Decided here where the spec says "not shown":
 * - The captcha image call is POST /auth/{product}/captcha/image; its `uuid` is the `token` every
 *   code-sending call carries beside the typed `captcha`. A captcha lasts 5 minutes and is spent by
 *   the first attempt, right or wrong.
 * - A code is 6 digits, lasts 10 minutes, is used once, and the same purpose and address may get a
 *   new one only 60 s after the last (429 CODE_TOO_SOON, Retry-After). Five wrong tries lock the
 *   code (409 CODE_LOCKED): the buyer asks for a new one.
 * - The code lands in the outbox (e-mail or SMS), never in an answer.
 * - Profile save is PUT /auth/{product}/user/update.
 */
import * as v from 'valibot';
import { defineCall } from './define';
import { Empty } from './common';
import { Email, Password, User } from './auth';
import { UploadedImageUrl } from './media';

/** Spec §9: captcha 4 characters, code 6 digits, resend countdown 60 s. */
export const CAPTCHA_LENGTH = 4;
export const CODE_LENGTH = 6;
export const CODE_RESEND_SECONDS = 60;
/** Decided: a code lasts 10 minutes, and 5 wrong tries lock it. */
export const CODE_VALID_MINUTES = 10;
export const CODE_MAX_WRONG_TRIES = 5;

export const AccountErrorCode = {
  /** The captcha is unknown, spent or expired: fetch a new one. 400 on field token. */
  captchaExpired: 'CAPTCHA_EXPIRED',
  /** The typed captcha is wrong (it is spent now). 400 on field captcha. */
  captchaWrong: 'CAPTCHA_WRONG',
  /** A code for this purpose and address was sent less than 60 s ago. 429 with Retry-After. */
  codeTooSoon: 'CODE_TOO_SOON',
  /** No code to check: never sent, used or expired. 400 on the code field. */
  codeExpired: 'CODE_EXPIRED',
  /** The code is wrong. 400 on the code field. */
  codeWrong: 'CODE_WRONG',
  /** Too many wrong tries: this code is locked. 409. */
  codeLocked: 'CODE_LOCKED',
  /** The e-mail or mobile belongs to another account. 409. */
  emailTaken: 'EMAIL_TAKEN',
  mobileTaken: 'MOBILE_TAKEN',
  /** The old password is wrong (change password). 400 on field oldPassword. */
  wrongPassword: 'WRONG_PASSWORD',
  /** Binding an e-mail or mobile the account already has one of (use change instead), or the reverse. 409. */
  alreadyBound: 'ALREADY_BOUND',
  notBound: 'NOT_BOUND',
  /** Closing the account while an order or an after-sales request is still open (message destroy.openBusiness). 409. */
  openBusiness: 'OPEN_BUSINESS',
} as const;

/** Spec §5: captcha required, 4 letters or digits, input limit 4. */
export const Captcha = v.pipe(
  v.string('captcha.required'),
  v.trim(),
  v.nonEmpty('captcha.required'),
  v.regex(/^[A-Za-z0-9]{4}$/, 'captcha.length'),
);
/** Spec §5: code required, exactly 6 digits, input limit 6. */
export const Code = v.pipe(v.string('code.required'), v.trim(), v.nonEmpty('code.required'), v.regex(/^\d{6}$/, 'code.format'));
const Token = v.pipe(v.string('captcha.expired'), v.nonEmpty('captcha.expired'), v.maxLength(64, 'captcha.expired'));
/** A dial code as the market lists it (+49). */
export const DialPrefix = v.pipe(v.string('mobile.prefixRequired'), v.trim(), v.regex(/^\+\d{1,4}$/, 'mobile.prefixInvalid'));
/** A mobile number without its dial code: digits only (spaces are dropped). */
export const Mobile = v.pipe(
  v.string('mobile.required'),
  v.transform((s) => s.replace(/[\s-]/g, '')),
  v.nonEmpty('mobile.required'),
  v.regex(/^\d{5,15}$/, 'mobile.invalid'),
);

/** What proves the sender is a person: the typed captcha and the token (uuid) of its image. */
const CaptchaProof = { captcha: Captcha, token: Token };

const Sent = v.object({ resendAfterSeconds: v.number() });

/** A new graphic captcha: img is an SVG data URL, uuid is the token the code calls carry. Anyone may ask. */
export const captchaImage = defineCall({
  method: 'POST',
  path: '/auth/{product}/captcha/image',
  request: Empty,
  response: v.object({ img: v.string(), uuid: v.string() }),
});

// ---- Password ----

/** Spec: PUT change-password; the old password proves it is the owner. Other sessions end. */
export const changePassword = defineCall({
  method: 'PUT',
  path: '/auth/{product}/user/change-password',
  request: v.object({ oldPassword: v.pipe(v.string(), v.nonEmpty('password.required'), v.maxLength(128, 'password.tooLong')), newPassword: Password }),
  response: v.null(),
});

/** Reset by e-mail, step 1 (logged out too): the code goes to the account's address if it has one; the answer never says whether it does. */
export const passwordResetSendEmailCode = defineCall({
  method: 'POST',
  path: '/auth/{product}/captcha/password/reset-send-email-code',
  request: v.object({ email: Email, ...CaptchaProof }),
  response: Sent,
});

/**
 * Reset by SMS, step 1 (logged in; decided: the spec names the call only): a code to the account's
 * bound mobile, typed with its dial code. A number that is not the account's is refused
 * (mobile.notYours), an account without a mobile 409 NOT_BOUND.
 */
export const passwordResetSendSms = defineCall({
  method: 'POST',
  path: '/api/user/web/password/send-sms',
  request: v.object({ mobile: Mobile, prefix: DialPrefix, captcha: Captcha, token: Token }),
  response: Sent,
});

/**
 * Reset, step 2: the code (spec field `captcha`) exchanged for a verify token valid 15 minutes.
 * Decided: the one verify call serves both ways, so it takes the e-mail the code went to, or the
 * mobile with its dial code for a code sent by send-sms. Its `token` (spec: email, captcha, token)
 * is the captcha token step 1 was sent with: the code is checked only for the browser that asked
 * for it (another token: 400 CODE_EXPIRED on field token).
 */
export const passwordResetEmailCodeVerify = defineCall({
  method: 'POST',
  path: '/auth/{product}/password/reset-email-code-verify',
  request: v.union([v.object({ email: Email, captcha: Code, token: Token }), v.object({ mobile: Mobile, prefix: DialPrefix, captcha: Code, token: Token })]),
  response: v.object({ token: v.string() }),
});

/** Reset by e-mail, step 3: the new password; every session of the account ends. */
export const passwordResetByVerifyToken = defineCall({
  method: 'POST',
  path: '/auth/{product}/password/reset-by-verify-token',
  request: v.object({ token: Token, password: Password }),
  response: v.null(),
});

// ---- E-mail ----

/** Change e-mail, step 1 (logged in): a code to the NEW address. */
export const emailResetSendCode = defineCall({
  method: 'POST',
  path: '/auth/{product}/captcha/email/reset-send-email-code',
  request: v.object({ email: Email, ...CaptchaProof }),
  response: Sent,
});

/** Change e-mail, step 2: the code checked without spending it (a wrong one counts a try), before the change is confirmed. */
export const checkEmailCode = defineCall({
  method: 'POST',
  path: '/auth/{product}/user/reset/check-email-code',
  request: v.object({ email: Email, emailCode: Code }),
  response: v.object({ valid: v.boolean() }),
});

/** Change e-mail, step 3: the new address with its code (now spent). */
export const resetEmail = defineCall({
  method: 'POST',
  path: '/auth/{product}/user/reset-email',
  request: v.object({ email: Email, emailCode: Code }),
  response: User,
});

/** Bind an e-mail (an account without one), step 1. */
export const emailBindSendCode = defineCall({
  method: 'POST',
  path: '/auth/{product}/captcha/bind/send-email-code',
  request: v.object({ email: Email, ...CaptchaProof }),
  response: Sent,
});

export const bindEmail = defineCall({
  method: 'POST',
  path: '/api/user/web/email/bind',
  request: v.object({ email: Email, emailCode: Code }),
  response: User,
});

// ---- Mobile ----

const MobileTarget = { mobile: Mobile, prefix: DialPrefix };

/** Bind a mobile (an account without one), step 1: an SMS code to the number. */
export const mobileBindSendCode = defineCall({
  method: 'POST',
  path: '/api/user/web/mobile/bind/send-sms-code',
  request: v.object({ ...MobileTarget, ...CaptchaProof }),
  response: Sent,
});

export const bindMobile = defineCall({
  method: 'POST',
  path: '/api/user/web/mobile/bind',
  request: v.object({ ...MobileTarget, smsCode: Code }),
  response: User,
});

/** Change mobile, step 1: an SMS code to the NEW number. */
export const mobileResetSendCode = defineCall({
  method: 'POST',
  path: '/api/user/web/mobile/reset/send-sms',
  request: v.object({ ...MobileTarget, ...CaptchaProof }),
  response: Sent,
});

/** Change mobile: check the code without spending it (the form's step before saving). */
export const mobileResetCheckCode = defineCall({
  method: 'POST',
  path: '/api/user/web/mobile/reset/check-sms-code',
  request: v.object({ ...MobileTarget, smsCode: Code }),
  response: v.object({ valid: v.boolean() }),
});

export const resetMobile = defineCall({
  method: 'POST',
  path: '/api/user/web/mobile/reset',
  request: v.object({ ...MobileTarget, smsCode: Code }),
  response: User,
});

// ---- Profile ----

export const PROFILE_TEXT_MAX = 50;
/** Spec §5: the birthday lies at most 120 years back. */
export const BIRTHDAY_MAX_YEARS = 120;
/** Spec §5: gender 0 unknown, 1 male, 2 female. */
export const Gender = v.picklist([0, 1, 2], 'gender.invalid');

/** An ISO day (YYYY-MM-DD) that is a real date, not in the future, at most 120 years back; '' clears it. */
export const Birthday = v.pipe(
  v.string(),
  v.trim(),
  v.check((s) => s === '' || (/^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s)), 'birthday.invalid'),
  v.check((s) => s === '' || s <= new Date().toISOString().slice(0, 10), 'birthday.future'),
  v.check((s) => {
    if (s === '') return true;
    const limit = new Date();
    limit.setUTCFullYear(limit.getUTCFullYear() - BIRTHDAY_MAX_YEARS);
    return s >= limit.toISOString().slice(0, 10);
  }, 'birthday.tooOld'),
);

const OptionalName = v.pipe(v.string(), v.trim(), v.maxLength(PROFILE_TEXT_MAX, 'name.tooLong'));

/** Spec: the profile save payload (nickname, userDetail{gender, birthday}, extra{firstName, lastName, city}). */
export const ProfileInput = v.object({
  nickname: v.pipe(v.string('nickname.required'), v.trim(), v.nonEmpty('nickname.required'), v.maxLength(PROFILE_TEXT_MAX, 'nickname.tooLong')),
  userDetail: v.object({ gender: Gender, birthday: Birthday }),
  extra: v.object({
    firstName: OptionalName,
    lastName: OptionalName,
    city: v.pipe(v.string(), v.trim(), v.maxLength(PROFILE_TEXT_MAX, 'city.tooLong')),
  }),
});
export type ProfileInput = v.InferInput<typeof ProfileInput>;

export const updateProfile = defineCall({
  method: 'PUT',
  path: '/auth/{product}/user/update',
  request: ProfileInput,
  response: User,
});

/**
 * The avatar (decided: the spec shows no path): the URL of the caller's own AVATAR upload
 * (mediaCalls.uploadAvatarImage: png, bmp, jpeg or gif under 2M, checked by its bytes), or null
 * for the default picture.
 */
export const updateAvatar = defineCall({
  method: 'PUT',
  path: '/auth/{product}/user/avatar',
  request: v.object({ avatarUrl: v.nullable(UploadedImageUrl) }),
  response: User,
});

// ---- Closing the account ----

/** Spec: the e-mail variant, used when the account has an e-mail. */
export const destroySendEmailCode = defineCall({
  method: 'POST',
  path: '/auth/{product}/captcha/destroy-send-email-code',
  request: v.object({ email: Email, ...CaptchaProof }),
  response: Sent,
});

/** Spec: the SMS variant, for an account without an e-mail. */
export const destroySendSmsCode = defineCall({
  method: 'POST',
  path: '/api/user/web/destroy-send-sms-code',
  request: v.object({ ...MobileTarget, ...CaptchaProof }),
  response: Sent,
});

/**
 * Spec: PUT user-destroy with email and emailCode (the code sent by either variant). Not shown in
 * the spec, decided (issue 31) and said by the closing notice (ACCOUNT_CLOSING article):
 * - refused (409 OPEN_BUSINESS) while an order is unpaid, unshipped or on its way, or an after-sales
 *   request is open: the buyer finishes or cancels them first (nobody is left to answer for them);
 * - erased at once (GDPR art. 17): the profile (name, e-mail, mobile, birthday, gender, avatar,
 *   password), saved addresses with their tax files, saved cards, the cart; every session ends;
 * - kept (art. 17(3)(b), tax law: ten years): orders, their invoices, payments, after-sales records
 *   and the addresses written on them; reviews stay, without the name. Points expire unused.
 * Not shown (the spec: on a failure the loading stops, nothing more): decided, the reason is shown
 * (a wrong code on the code field, OPEN_BUSINESS as its own text), because closing is final and
 * the buyer must know it did not happen, and why.
 */
export const destroyAccount = defineCall({
  method: 'PUT',
  path: '/auth/{product}/user/user-destroy',
  request: v.object({ email: v.optional(v.string()), emailCode: Code }),
  response: v.null(),
});

// The closing notice shown at /agree-detail/destroy is the site's ACCOUNT_CLOSING user-protocol
// article (contentCalls.queryUpArticleInfo).
