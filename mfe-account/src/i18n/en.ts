/** account's texts (namespace `account`). */
const account = {
  profile: {
    title: 'My profile',
    nickname: 'Nickname',
    email: 'E-mail',
    name: 'Name',
    mobile: 'Mobile phone',
    city: 'City',
    notSet: 'Not set',
    prompt: { label: 'Complete your profile', text: 'Complete your profile and earn up to {{points}} points.' },
    loginNeeded: 'Please log in to see your profile.',
    login: 'Log in',
  },
  membership: {
    title: 'Membership',
    nav: { label: 'Membership pages', overview: 'Overview', benefits: 'Benefits', points: 'Points and growth', superMember: 'Super member' },
    level: {
      yours: 'Your level',
      growth: 'Growth value',
      progress: 'Progress to {{level}}',
      toNext: 'Collect {{growth}} more growth value to reach {{level}}.',
      top: 'You have reached the highest level.',
    },
    ladder: { title: 'Membership levels', from: 'from {{growth}} growth value', current: 'Your level' },
    points: {
      balance: 'Points',
      more: 'How to earn more',
      earnTitle: 'How to earn points and growth',
      tasks: {
        review: 'Review the products of a completed order',
        profile: 'Complete your profile (up to {{points}} points)',
        share: 'Share a product or your shopping experience',
        followMedia: 'Follow us on social media',
        subscribeEmail: 'Subscribe to our e-mails',
      },
    },
    benefits: {
      yours: 'Your benefits as {{level}}',
      none: 'The {{level}} level comes without extra benefits.',
      compare: 'Benefits by level',
      benefit: 'Benefit',
      included: 'Included',
      notIncluded: 'Not included',
    },
    superMember: {
      about: 'Super members are buyers at our highest level, {{level}}.',
      you: 'You are a super member.',
      toGo: 'Collect {{growth}} more growth value to become a super member.',
      benefits: 'What super members get',
    },
  },
} as const;

export default account;
export type AccountMessages = typeof account;
