import type { Messages } from '@mall/shared';
import type { ReviewsMessages } from './en';

const reviews: Messages<ReviewsMessages> = {
  list: {
    title: 'Meine Bewertungen',
    tabs: { label: 'Bewertungen', unComment: 'Zu bewerten', comment: 'Bewertet' },
    emptyToReview: 'Sie haben keine Bestellungen zu bewerten~',
    emptyReviewed: 'Keine passenden Bewertungen gefunden~',
  },
  order: {
    number: 'Bestellnummer',
    ordered: 'Bestellt am',
    reviewAll_one: '{{count}} Artikel bewerten',
    reviewAll_other: 'Alle {{count}} Artikel bewerten',
  },
  line: {
    quantity: '× {{count}}',
    review: 'Bewerten',
    reviewOf: '{{name}} bewerten',
    viewReview: 'Bewertung ansehen',
    viewReviewOf: 'Bewertung von {{name}} ansehen',
  },
};

export default reviews;
