import type { Messages } from '@mall/shared';
import type galleryTexts from './en';

const texts: Messages<typeof galleryTexts> = {
  gallery: {
    open: 'Bild {{n}} von {{total}} vergrößern',
    title: '{{name}}: Bild {{n}} von {{total}}',
    previous: 'Vorheriges Bild',
    next: 'Nächstes Bild',
  },
};

export default texts;
