import { renderStandalone } from '@mall/shared/standalone';
import { NAMESPACE, screens } from './routes';

renderStandalone('checkout', screens, [...NAMESPACE]);
