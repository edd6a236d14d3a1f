/** Texts of the shared UI primitives and the shared error handling. */
const common = {
  copy: { action: 'Copy', success: 'copy successful', failure: 'Copying failed. Please select the text and copy it yourself.' },
  retry: 'Retry',
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  loading: 'Loading…',
  pagination: { label: 'Pagination', previous: 'Previous page', next: 'Next page', page: 'Page {{page}}' },
  empty: { title: 'Nothing here yet', goHome: 'Go to home page' },
  image: { unavailable: 'Image unavailable' },
  countdown: { label: '{{time}} left', days: '{{days}} d {{time}}' },
  tabs: { count: '({{count}})' },
  money: { original: 'Original price' },
  toast: { region: 'Notifications', dismiss: 'Dismiss notification', success: 'Success', info: 'Information', warning: 'Warning', error: 'Error' },
  error: {
    fragmentUnavailable: 'This part of the page could not be loaded.',
    title: 'Something went wrong',
    network: 'The connection to the shop failed. Please check your network and retry.',
    server: 'The shop could not answer. Please retry in a moment.',
    notFound: 'We could not find what you asked for.',
    unauthenticated: 'Please log in to continue.',
    forbidden: 'You are not allowed to do this.',
    validation: 'Please check the highlighted fields.',
  },
  validation: {
    /** Keys mall-api answers for a missing or wrong-typed field. */
    field: { required: 'This field is required', invalid: 'This value is not valid' },
    required: 'This field is required',
    email: { required: 'please enter email', invalid: 'please enter a correct email', tooLong: 'The e-mail address is too long' },
    password: { required: 'Please enter your password', tooShort: 'The password needs at least 8 characters', tooLong: 'The password is too long' },
    nickname: { tooLong: 'The nickname can have at most 50 characters' },
  },
} as const;

export default common;
export type CommonMessages = typeof common;
