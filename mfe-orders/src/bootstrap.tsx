import { renderStandalone } from '@mall/shared/standalone';
import { NAMESPACE, screens } from './routes';

renderStandalone('orders', screens, [NAMESPACE]);
